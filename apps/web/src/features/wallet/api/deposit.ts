import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { WALLET_KEY } from './keys';
import { WALLET_PATHS } from './paths';

/** A way to pay in, with its own amount limits (decimal strings). */
export interface DepositMethod {
  id: string;
  name: string;
  provider: string;
  minAmount: string;
  maxAmount: string;
}

export const depositMethodsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'depositMethods', token],
    queryFn: ({ signal }) => apiGet<DepositMethod[]>(WALLET_PATHS.depositMethods, undefined, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired' | (string & {});

export interface DepositOrder {
  orderNo: string;
  amount: string;
  status: OrderStatus;
  /** The provider's payment page the member is sent to. */
  payUrl?: string;
  createdAt?: string;
  paidAt?: string | null;
}

export interface CreateDepositRequest {
  methodId: string;
  amount: string;
  /** A path on this site where the provider's page sends the member back when done. */
  returnUrl: string;
}

export const createDeposit = (body: CreateDepositRequest) =>
  apiPost<DepositOrder>(WALLET_PATHS.deposit, body);

export const depositOrderQuery = (orderNo: string | null) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'depositOrder', orderNo],
    queryFn: ({ signal }) =>
      apiGet<DepositOrder>(WALLET_PATHS.depositOrder(orderNo ?? ''), undefined, signal),
    enabled: orderNo !== null,
    // The provider's callback may land a moment after the member returns: look again until final.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
