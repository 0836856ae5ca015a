import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-error';
import { useSessionStore } from '@/lib/session-store';
import { memberInfoQueryOptions } from '../api/session-api';
import { toProfile } from '../model/profile';

/**
 * Keeps the stored profile in step with the server for any token, including one that arrived in
 * the URL at app start (§2): member info is fetched and the member is shown as logged in. A token
 * the server no longer knows ends the session here too.
 */
export function SessionBootstrap() {
  const token = useSessionStore((s) => s.token);
  const info = useQuery(memberInfoQueryOptions(token));

  useEffect(() => {
    if (info.data) useSessionStore.getState().setProfile(toProfile(info.data));
  }, [info.data]);

  useEffect(() => {
    if (info.error instanceof ApiError && info.error.status === 401) useSessionStore.getState().clear();
  }, [info.error]);

  return null;
}
