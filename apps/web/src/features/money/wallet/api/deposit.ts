import type { ContractBody, ContractResponse, Contracts } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

/** A way to pay in, with its own amount limits (decimal strings). */
export type DepositMethod = ContractResponse<Contracts['money.depositMethods']>[number];
export type DepositOrder = ContractResponse<Contracts['money.deposit']>;
export type OrderStatus = DepositOrder['status'];
export type CreateDepositRequest = ContractBody<Contracts['money.deposit']>;

export const depositMethodsQuery = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.money.depositMethods(token),
    queryFn: ({ signal }) => callApi('money.depositMethods', { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });

export const createDeposit = (body: CreateDepositRequest) => callApi('money.deposit', { body });

export const depositOrderQuery = (orderNo: string | null) =>
  queryOptions({
    queryKey: queryKeys.money.depositOrder(orderNo),
    queryFn: ({ signal }) => callApi('money.depositOrder', { params: { orderNo: orderNo ?? '' }, signal }),
    enabled: orderNo !== null,
    // The provider's callback may land a moment after the member returns: look again until final.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
