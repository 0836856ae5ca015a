import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { setStaffToken } from '@/lib/staff-token';
import { identityKeys } from '../query-keys';
import { identityCall, staffAccessCall } from '../staff-calls';

/** The signed-in staff member: name, roles, what they may do, their brand. */
export const staffMeQuery = (token: string | null) =>
  queryOptions({
    queryKey: identityKeys.staffMe(token),
    queryFn: ({ signal }) => identityCall('members.staffMe', { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** The sign-in's first step: a right password answers a challenge for the second, not a session. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: { username: string; password: string }) =>
      identityCall('members.staffLogin', { body }),
  });
}

/** A new authenticator secret for an operator who has none yet, on their challenge. */
export function useEnrolment() {
  return useMutation({
    mutationFn: (challenge: string) => staffAccessCall('staff.enrolment', { body: { challenge } }),
  });
}

/**
 * The app's first code confirms the enrolment: the session, and the recovery codes to keep. The
 * token is kept only once the codes were seen (`startSession`): keeping it signs the console in,
 * which leaves the sign-in and its codes behind.
 */
export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: (body: { challenge: string; code: string }) =>
      staffAccessCall('staff.enrolmentConfirm', { body }),
  });
}

/** Keeps the session token: every other back-office call opens with it. */
export const startSession = (token: string) => setStaffToken(token);

/** The second step: a code of the app, or a recovery code; the token opens every other call. */
export function useSecondStep() {
  return useMutation({
    mutationFn: (body: { challenge: string; code: string } | { challenge: string; recoveryCode: string }) =>
      staffAccessCall('staff.totp', { body }),
    onSuccess: ({ token }) => setStaffToken(token),
  });
}

/**
 * Ends the session on the server, then forgets it here whatever the server said. The sign-in that
 * follows starts afresh: the next operator may be someone else, to whom the screen left open may
 * be closed (an expired session, by contrast, returns to where it was).
 */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => identityCall('members.staffLogout'),
    onSettled: () => {
      setStaffToken(null, { signedOut: true });
      client.clear();
    },
  });
}
