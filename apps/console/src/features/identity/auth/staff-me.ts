import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { setStaffToken } from '@/lib/staff-token';
import { identityKeys } from '../query-keys';
import { identityCall } from '../staff-calls';

/** The signed-in staff member: name, roles, what they may do, their brand. */
export const staffMeQuery = (token: string | null) =>
  queryOptions({
    queryKey: identityKeys.staffMe(token),
    queryFn: ({ signal }) => identityCall('members.staffMe', { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** Signs in; the token the server answers opens every other back-office call. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: { username: string; password: string }) =>
      identityCall('members.staffLogin', { body }),
    onSuccess: ({ token }) => setStaffToken(token),
  });
}

/** Ends the session on the server, then forgets it here whatever the server said. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => identityCall('members.staffLogout'),
    onSettled: () => {
      setStaffToken(null);
      client.clear();
    },
  });
}
