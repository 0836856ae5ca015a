import type { BonusGrantStatus, ContractResponse } from '@pf/shared';
import { rewardsKeys } from '@/features/rewards/query-keys';
import { memberQueryOptions } from '@/lib/member-query';
import { type BonusCalls, callBonusApi } from './calls';

export type BonusDetails = ContractResponse<BonusCalls['bonus.details']>;
export type BonusGrant = BonusDetails['list'][number];

export const BONUS_PAGE_SIZE = 10;

/** bonusDetails: the member's grants with wagering progress, optionally of one state. */
export const bonusGrantsQuery = (
  token: string | null,
  status: BonusGrantStatus | undefined,
  pageNo: number,
) =>
  memberQueryOptions(
    token,
    rewardsKeys.bonusGrants(token, status, pageNo),
    (signal) =>
      callBonusApi('bonus.details', { query: { status, pageNo, pageSize: BONUS_PAGE_SIZE }, signal }),
    { keepPrevious: true },
  );
