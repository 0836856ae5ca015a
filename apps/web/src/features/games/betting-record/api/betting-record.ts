import type { ContractResponse } from '@pf/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gamesKeys } from '@/features/games/query-keys';
import type { Calls } from './calls';
import { callApi } from './calls';

/** §7 relay of the member centre's betting record (docs/games.md). */
export const BETTING_RECORD_PAGE_SIZE = 10;

export type BetRecordPage = ContractResponse<Calls['money.bettingRecord']>;
export type BetRecord = BetRecordPage['content'][number];
export type RoundStatus = BetRecord['status'];
export type LotteryLine = NonNullable<BetRecord['lottery']>;

export interface BetRecordQuery {
  /** Instants (ISO, with offset); the end is exclusive. */
  beginTime: string;
  endTime: string;
  /** Empty for every vendor. */
  vendor: string;
  pageNo: number;
  language: string;
}

export const bettingRecordQuery = (token: string | null, q: BetRecordQuery) => {
  const body = {
    beginTime: q.beginTime,
    endTime: q.endTime,
    vassalage: q.vendor || undefined,
    language: q.language,
    pageNo: q.pageNo,
    pageSize: BETTING_RECORD_PAGE_SIZE,
  };
  // Keyed by what is sent: the same request is one cached answer.
  return queryOptions({
    queryKey: gamesKeys.bettingRecord(token, body),
    queryFn: () => callApi('money.bettingRecord', { body }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
};
