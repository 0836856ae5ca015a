import type { AnnouncementKind } from '@pf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLoadedPermission } from '@/features/brand/system';
import { contentKeys } from '@/features/content/query-keys';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSessionStore } from '@/lib/session-store';
import { callApi } from './calls';

/** One page of the notice list (9) or the publicity list (8); the server fixes the page size. */
export const announcementsQueryOptions = (
  type: AnnouncementKind,
  pageNo: number,
  language: string,
  merchantCode: string,
  member: boolean,
) =>
  queryOptions({
    queryKey: contentKeys.announcements(merchantCode, language, member, type, pageNo),
    queryFn: ({ signal }) =>
      callApi('content.announcements', { query: { type, pageNo, language, merchantCode }, signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useAnnouncements(type: AnnouncementKind, pageNo: number) {
  const { code } = useLanguage();
  const { whitelabel } = useLoadedPermission();
  const member = useSessionStore((s) => Boolean(s.token));
  return useQuery(announcementsQueryOptions(type, pageNo, code, whitelabel.merchantCode, member));
}
