import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { WALLET_KEY } from './keys';
import { WALLET_PATHS } from './paths';

export type WithdrawalStatus =
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'paid'
  | 'received'
  | 'disputed'
  | (string & {});

export interface Withdrawal {
  orderNo: string;
  amount: string;
  status: WithdrawalStatus;
  receivingAddress?: string;
  createdAt: string;
  /** §4 Withdrawal confirmation: the receiving side confirms before this time or it counts as received. */
  confirmBy?: string | null;
  /** How receipt was settled: by the member, or 'auto' once confirmBy passed. */
  confirmation?: string | null;
  paidAmount?: string | null;
  reviewNote?: string | null;
}

export interface WithdrawRequest {
  amount: string;
  paymentPassword: string;
  receivingAddress: string;
  requestId?: string;
}

export interface WithdrawLimits {
  minAmount: string;
  maxAmount: string;
  /** Cash that can leave now. */
  available: string;
  /** How long the member has to confirm receipt before it counts as received (§4). */
  confirmMinutes: number;
  paymentPasswordSet: boolean;
}

export const withdrawLimitsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'withdrawLimits', token],
    queryFn: ({ signal }) => apiGet<WithdrawLimits>(WALLET_PATHS.withdrawLimits, undefined, signal),
    enabled: token !== null,
  });

export const requestWithdrawal = (body: WithdrawRequest) => apiPost<Withdrawal>(WALLET_PATHS.withdraw, body);

export const withdrawalsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'withdrawals', token],
    queryFn: ({ signal }) =>
      apiGet<{ list: Withdrawal[] }>(WALLET_PATHS.withdrawals, { pageNo: 1, pageSize: 10 }, signal),
    enabled: token !== null,
  });

export interface ConfirmWithdrawalRequest {
  received: boolean;
  /** Not received: whether part of it arrived, how much, and the proof image (data URL). */
  partial?: boolean;
  paidAmount?: string;
  proof?: string;
}

export const confirmWithdrawal = (orderNo: string, body: ConfirmWithdrawalRequest) =>
  apiPost<Withdrawal>(WALLET_PATHS.withdrawConfirm(orderNo), body);
