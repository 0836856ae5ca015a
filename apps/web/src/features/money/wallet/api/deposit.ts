import type { ContractBody, ContractResponse } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { moneyKeys } from '@/features/money/query-keys';
import { memberQueryOptions } from '@/lib/member-query';
import type { Calls } from './calls';
import { callApi } from './calls';

/** A way to pay in, with its own amount limits (decimal strings). */
export type DepositMethod = ContractResponse<Calls['money.depositMethods']>[number];
export type DepositOrder = ContractResponse<Calls['money.deposit']>;
export type OrderStatus = DepositOrder['status'];
export type CreateDepositRequest = ContractBody<Calls['money.deposit']>;

export const depositMethodsQuery = (token: string | null) =>
  memberQueryOptions(
    token,
    moneyKeys.depositMethods(token),
    (signal) => callApi('money.depositMethods', { signal }),
    { staleTime: 60_000 },
  );

export const createDeposit = (body: CreateDepositRequest) => callApi('money.deposit', { body });

export const depositOrderQuery = (orderNo: string | null) =>
  queryOptions({
    queryKey: moneyKeys.depositOrder(orderNo),
    queryFn: ({ signal }) => callApi('money.depositOrder', { params: { orderNo: orderNo ?? '' }, signal }),
    enabled: orderNo !== null,
    // The provider's callback may land a moment after the member returns: look again until final.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
