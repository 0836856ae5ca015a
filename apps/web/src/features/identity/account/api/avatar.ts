import { queryOptions } from '@tanstack/react-query';
import { identityKeys } from '@/features/identity/query-keys';
import { callApi } from './calls';

/** The member's chosen avatar (/wps/member/info/icon, token); real members only. */
export const avatarQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: identityKeys.avatar(token),
    queryFn: ({ signal }) => callApi('members.avatar', { signal }),
    enabled: token !== null && enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
