import { type SiteLanguage, siteBannersQuery, siteNoticeQuery } from '@pf/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useLoadedPermission } from '@/features/brand/system';
import { contentKeys } from '@/features/content/query-keys';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSessionStore } from '@/lib/session-store';
import { callApi } from './calls';

/**
 * §7 Notice GET, banners (B) alone. They are the same for visitors and members, so they are asked
 * for without the token: the page names this call, and its answer then serves a member too.
 */
export const bannersQueryOptions = (language: string, merchantCode: string) =>
  queryOptions({
    queryKey: contentKeys.banners(merchantCode, language),
    queryFn: ({ signal }) =>
      callApi('content.notice', {
        query: siteBannersQuery(language, merchantCode),
        signal,
        anonymous: true,
      }).then((v) => v.banners),
    staleTime: 5 * 60_000,
  });

/**
 * §7 Notice GET: home notice titles (H) and the publicity popup from the public list (PU) for
 * visitors or the logged-in list (PL) for members, in one call per language and state.
 */
export const noticeQueryOptions = (language: string, merchantCode: string, member: boolean) =>
  queryOptions({
    queryKey: contentKeys.notice(merchantCode, language, member),
    queryFn: ({ signal }) =>
      callApi('content.notice', {
        query: siteNoticeQuery(language, merchantCode, member),
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export function useBanners() {
  const { code } = useLanguage();
  const { whitelabel } = useLoadedPermission();
  return useQuery(bannersQueryOptions(code, whitelabel.merchantCode));
}

export function useNotice() {
  const { code } = useLanguage();
  const { whitelabel } = useLoadedPermission();
  const member = useSessionStore((s) => Boolean(s.token));
  return useQuery(noticeQueryOptions(code, whitelabel.merchantCode, member));
}

/**
 * Starts the banner and notice calls as soon as the merchant is known, with the language and
 * visitor state the site is about to show: the banners (often the largest thing on the first
 * screen) then no longer wait for the page's code to arrive and render before being asked for.
 */
export function prefetchNotice(
  client: QueryClient,
  language: SiteLanguage,
  merchantCode: string,
  member: boolean,
): void {
  void client.prefetchQuery(bannersQueryOptions(language, merchantCode));
  void client.prefetchQuery(noticeQueryOptions(language, merchantCode, member));
}
