import type { ContractBody, ContractResponse } from '@pf/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { moneyKeys } from '@/features/money/query-keys';
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
  queryOptions({
    queryKey: moneyKeys.transactions(token, q),
    queryFn: ({ signal }) =>
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
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const profitQuery = (token: string | null, period: Period) =>
  queryOptions({
    queryKey: moneyKeys.profit(token, period),
    queryFn: ({ signal }) => callApi('money.profit', { query: { period }, signal }),
    enabled: token !== null,
  });

export type TransferUplineRequest = ContractBody<Calls['money.transferUpline']>;

export const transferUpline = (body: TransferUplineRequest) => callApi('money.transferUpline', { body });
