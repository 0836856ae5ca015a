import type { ContractBody, Contracts } from '@pf/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { apiGet } from '@/lib/api-client';
import type { Period } from '../lib/periods';
import { WALLET_KEY } from './keys';
import { WALLET_PATHS } from './paths';

export interface Page<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
  total?: number;
}

export interface Transaction {
  id: string;
  type: string;
  /** The ledger's own kind, finer than type (e.g. an upline transfer within 'transfer'). */
  kind?: string;
  wallet?: string;
  /** Signed: money in is positive, money out negative. */
  amount: string;
  balanceAfter?: string | null;
  status?: string;
  reference?: string | null;
  /** What the movement was about, as the server read its reference (never shown raw). */
  label?: TransactionLabel | null;
  createdAt: string;
}

export interface TransactionLabel {
  source: 'lottery' | 'inhouse' | 'seamless' | 'bonus' | 'order' | 'transfer' | 'upline';
  game: string | null;
  vendor: string | null;
  draw: string | null;
  round: string | null;
  order: string | null;
  fromWallet: string | null;
  toWallet: string | null;
}

export interface TransactionQuery {
  type: string;
  period: Period;
  pageNo: number;
  /** Game names come in this language. */
  language?: string;
}

export const TRANSACTIONS_PAGE_SIZE = 10;

export const transactionsQuery = (token: string | null, q: TransactionQuery) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'transactions', token, q],
    queryFn: ({ signal }) =>
      apiGet<Page<Transaction>>(
        WALLET_PATHS.transactions,
        {
          type: q.type || undefined,
          period: q.period,
          pageNo: q.pageNo,
          pageSize: TRANSACTIONS_PAGE_SIZE,
          language: q.language,
        },
        signal,
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export interface ProfitSummary {
  deposit: string;
  withdraw: string;
  bet: string;
  win: string;
  bonus: string;
  profit: string;
}

export const profitQuery = (token: string | null, period: Period) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'profit', token, period],
    queryFn: ({ signal }) => apiGet<ProfitSummary>(WALLET_PATHS.profit, { period }, signal),
    enabled: token !== null,
  });

export interface BonusEntry {
  id: string;
  name: string;
  amount: string;
  status?: string;
  createdAt: string;
}

export const bonusQuery = (token: string | null, period: Period, pageNo: number) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'bonus', token, period, pageNo],
    queryFn: ({ signal }) =>
      apiGet<Page<BonusEntry>>(
        WALLET_PATHS.bonus,
        { period, pageNo, pageSize: TRANSACTIONS_PAGE_SIZE },
        signal,
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export type TransferUplineRequest = ContractBody<Contracts['money.transferUpline']>;

export const transferUpline = (body: TransferUplineRequest) => callApi('money.transferUpline', { body });
