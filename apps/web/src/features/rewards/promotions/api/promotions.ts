import type { PromotionCategory } from '@pf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLoadedPermission } from '@/features/brand/system';
import { rewardsKeys } from '@/features/rewards/query-keys';
import { useLanguage } from '@/lib/i18n/use-language';
import { callApi } from './calls';

const STALE_MS = 60_000;

export const promotionListOptions = (language: string, merchantCode: string, category?: PromotionCategory) =>
  queryOptions({
    queryKey: rewardsKeys.promotions.list(merchantCode, language, category),
    queryFn: ({ signal }) =>
      callApi('promotions.list', {
        query: { language, merchantCode, ...(category ? { category } : {}) },
        signal,
      }),
    staleTime: STALE_MS,
  });

/** The running promotions in the visitor's language; one category's when named. */
export function usePromotions(category?: PromotionCategory) {
  const { code } = useLanguage();
  const { whitelabel } = useLoadedPermission();
  return useQuery(promotionListOptions(code, whitelabel.merchantCode, category));
}

/** One promotion with its terms; no call without an id. */
export function usePromotion(id: number | null) {
  const { code } = useLanguage();
  const { whitelabel } = useLoadedPermission();
  return useQuery({
    queryKey: rewardsKeys.promotions.detail(whitelabel.merchantCode, code, id),
    queryFn: ({ signal }) =>
      callApi('promotions.detail', {
        params: { id: id ?? 0 },
        query: { language: code, merchantCode: whitelabel.merchantCode },
        signal,
      }),
    enabled: id !== null,
    staleTime: STALE_MS,
    retry: false,
  });
}
