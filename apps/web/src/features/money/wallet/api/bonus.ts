import type { BonusGrantStatus, ContractResponse } from '@pf/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { Calls } from './calls';
import { callApi } from './calls';

export type BonusDetails = ContractResponse<Calls['bonus.details']>;
export type BonusGrant = BonusDetails['list'][number];

export const BONUS_PAGE_SIZE = 10;

/** bonusDetails: the member's grants with wagering progress, optionally of one state. */
export const bonusGrantsQuery = (
  token: string | null,
  status: BonusGrantStatus | undefined,
  pageNo: number,
) =>
  queryOptions({
    queryKey: queryKeys.money.bonusGrants(token, status, pageNo),
    queryFn: ({ signal }) =>
      callApi('bonus.details', { query: { status, pageNo, pageSize: BONUS_PAGE_SIZE }, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
