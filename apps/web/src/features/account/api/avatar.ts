import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The member's chosen avatar (/wps/member/info/icon, token); real members only. */
export const avatarQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['member', 'avatar', token],
    queryFn: ({ signal }) =>
      apiGet<{ avatarId: number; url: string }>('/wps/member/info/icon', undefined, signal),
    enabled: token !== null && enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
