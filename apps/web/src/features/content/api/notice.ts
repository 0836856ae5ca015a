import { type SiteLanguage, siteNoticeQuery } from '@pf/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useLoadedPermission } from '@/features/system';
import { callApi } from '@/lib/api-call';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSessionStore } from '@/lib/session-store';

/**
 * §7 Notice GET: banners (B), home notice titles (H) and the publicity popup from the public list
 * (PU) for visitors or the logged-in list (PL) for members, in one call per language and state.
 */
export const noticeQueryOptions = (language: string, merchantCode: string, member: boolean) =>
  queryOptions({
    queryKey: ['content', 'notice', merchantCode, language, member],
    queryFn: ({ signal }) =>
      callApi('content.notice', {
        query: siteNoticeQuery(language, merchantCode, member),
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export function useNotice() {
  const { code } = useLanguage();
  const { whitelabel } = useLoadedPermission();
  const member = useSessionStore((s) => Boolean(s.token));
  return useQuery(noticeQueryOptions(code, whitelabel.merchantCode, member));
}

/**
 * Starts the notice call as soon as the merchant is known, with the language and visitor state
 * the site is about to show: the banners (often the largest thing on the first screen) then no
 * longer wait for the page's code to arrive and render before being asked for.
 */
export function prefetchNotice(
  client: QueryClient,
  language: SiteLanguage,
  merchantCode: string,
  member: boolean,
): void {
  void client.prefetchQuery(noticeQueryOptions(language, merchantCode, member));
}
