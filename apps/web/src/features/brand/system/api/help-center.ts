import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandKeys } from '@/features/brand/query-keys';
import { useLanguage } from '@/lib/i18n/use-language';
import { callApi } from './calls';
import { useLoadedPermission } from './permission';

export function fetchHelpCenter(language: string, merchantCode: string, signal?: AbortSignal) {
  return callApi('system.helpCenter', { query: { language, device: 'WEB', merchantCode }, signal });
}

/** Keyed by language: switching language shows that language's articles without extra code. */
export const helpCenterQueryOptions = (language: string, merchantCode: string) =>
  queryOptions({
    queryKey: brandKeys.helpCenter(merchantCode, language),
    queryFn: ({ signal }) => fetchHelpCenter(language, merchantCode, signal),
    select: (items) => [...items].sort((a, b) => a.sort - b.sort),
    staleTime: 5 * 60_000,
  });

export function useHelpCenter() {
  const { code } = useLanguage();
  const { whitelabel } = useLoadedPermission();
  return useQuery(helpCenterQueryOptions(code, whitelabel.merchantCode));
}
