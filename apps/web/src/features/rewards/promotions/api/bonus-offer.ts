import type { ContractResponse } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { useLoadedPermission } from '@/features/brand/system';
import { rewardsKeys } from '@/features/rewards/query-keys';
import type { Calls } from './calls';
import { callApi } from './calls';

export type BonusOffer = NonNullable<ContractResponse<Calls['bonus.offer']>['offer']>;

/** The bonus a promotion offers now; `offer` is null when it has none open. */
export function useBonusOffer(promotionId: number) {
  const { whitelabel } = useLoadedPermission();
  return useQuery({
    queryKey: rewardsKeys.promotions.bonusOffer(whitelabel.merchantCode, promotionId),
    queryFn: ({ signal }) =>
      callApi('bonus.offer', {
        params: { promotionId },
        query: { merchantCode: whitelabel.merchantCode },
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });
}

/** Joins a promotion's bonus, or claims it when it is a raffle. */
export const takeBonus = (offer: BonusOffer) =>
  offer.kind === 'raffle'
    ? callApi('bonus.claimRaffle', { body: { promotionId: offer.promotionId } }).then((r) => r.grant)
    : callApi('bonus.join', { body: { promotionId: offer.promotionId } }).then((r) => r.grant);
