import type { LoginResult } from '@pf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { identityKeys } from '@/features/identity/query-keys';
import { moneyKeys } from '@/features/money/query-keys';
import { useAuthModal } from '@/lib/auth-modal-store';
import { useSessionStore } from '@/lib/session-store';
import { type LoginType, logout, memberInfoQueryOptions } from '../api/session-api';
import { toProfile } from './profile';

export type SessionLoginType = LoginType | 'register' | 'freeplay' | 'reset';

/**
 * §4 Login and Logout, shared by every way in (form, SMS, registration, trial, phone reset) and out.
 */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  /**
   * Stores the token (on the device too until `rememberUntil`, for a remembered login) and loads the
   * member's info: the member shows as logged in from here on.
   */
  const establishSession = useCallback(
    async (token: string, rememberUntil?: string) => {
      const { setToken, setProfile } = useSessionStore.getState();
      setToken(token, rememberUntil);
      try {
        const info = await queryClient.fetchQuery(memberInfoQueryOptions(token));
        setProfile(toProfile(info));
      } catch {
        // The session bootstrap loads member info again on its own; the login itself succeeded.
      }
    },
    [queryClient],
  );

  /**
   * §4 Login: the session, then either a new password (first login or an expired one, unless
   * the login proved the phone by SMS) or the pop-up closes. Returns whether a change is forced.
   * A remembered login (§9) is kept on the device until its session ends.
   */
  const completeLogin = useCallback(
    async (
      result: Pick<LoginResult, 'token'> & Partial<LoginResult>,
      type: SessionLoginType,
      remembered = false,
    ) => {
      await establishSession(result.token, remembered ? result.expiresAt : undefined);
      const mustChange = Boolean(result.firstTimeLogin || result.passwordExpired) && type !== 'sms';
      if (mustChange) useAuthModal.getState().open({ kind: 'changePassword', forced: true });
      else useAuthModal.getState().close();
      return mustChange;
    },
    [establishSession],
  );

  /** Ends the session on the server (best effort), forgets it here, and goes home. */
  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // An expired or revoked token is already logged out; the local session goes regardless.
    }
    useSessionStore.getState().clear();
    useAuthModal.getState().close();
    queryClient.removeQueries({ queryKey: identityKeys.all });
    queryClient.removeQueries({ queryKey: moneyKeys.all });
    navigate('/');
  }, [queryClient, navigate]);

  return { establishSession, completeLogin, signOut };
}
