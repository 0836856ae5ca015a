import type { ContractBody, ContractResponse } from '@pf/shared';
import { moneyKeys } from '@/features/money/query-keys';
import { memberQueryOptions } from '@/lib/member-query';
import type { Period } from '../lib/periods';
import type { TransactionTypeFilter } from '../lib/transaction-types';
import type { Calls } from './calls';
import { callApi } from './calls';

export type TransactionPage = ContractResponse<Calls['money.transactions']>;
export type Transaction = TransactionPage['list'][number];
export type TransactionLabel = NonNullable<Transaction['label']>;
export type ProfitSummary = ContractResponse<Calls['money.profit']>;

export interface TransactionQuery {
  type: TransactionTypeFilter;
  period: Period;
  pageNo: number;
  /** Game names come in this language. */
  language?: string;
}

export const TRANSACTIONS_PAGE_SIZE = 10;

export const transactionsQuery = (token: string | null, q: TransactionQuery) =>
  memberQueryOptions(
    token,
    moneyKeys.transactions(token, q),
    (signal) =>
      callApi('money.transactions', {
        query: {
          type: q.type || undefined,
          period: q.period,
          pageNo: q.pageNo,
          pageSize: TRANSACTIONS_PAGE_SIZE,
          language: q.language,
        },
        signal,
      }),
    { keepPrevious: true },
  );

export const profitQuery = (token: string | null, period: Period) =>
  memberQueryOptions(token, moneyKeys.profit(token, period), (signal) =>
    callApi('money.profit', { query: { period }, signal }),
  );

export type TransferUplineRequest = ContractBody<Calls['money.transferUpline']>;

export const transferUpline = (body: TransferUplineRequest) => callApi('money.transferUpline', { body });
