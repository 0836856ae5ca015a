import type { ContractBody, ContractResponse } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { moneyKeys } from '@/features/money/query-keys';
import type { Calls } from './calls';
import { callApi } from './calls';

export type Withdrawal = ContractResponse<Calls['money.withdraw']>;
export type WithdrawalStatus = Withdrawal['status'];
export type WithdrawRequest = ContractBody<Calls['money.withdraw']>;
export type WithdrawLimits = ContractResponse<Calls['money.withdrawLimits']>;
export type ConfirmWithdrawalRequest = ContractBody<Calls['money.confirmWithdrawal']>;

export const withdrawLimitsQuery = (token: string | null) =>
  queryOptions({
    queryKey: moneyKeys.withdrawLimits(token),
    queryFn: ({ signal }) => callApi('money.withdrawLimits', { signal }),
    enabled: token !== null,
  });

export const requestWithdrawal = (body: WithdrawRequest) => callApi('money.withdraw', { body });

export const withdrawalsQuery = (token: string | null) =>
  queryOptions({
    queryKey: moneyKeys.withdrawals(token),
    queryFn: ({ signal }) => callApi('money.withdrawals', { query: { pageNo: 1, pageSize: 10 }, signal }),
    enabled: token !== null,
  });

export const confirmWithdrawal = (orderNo: string, body: ConfirmWithdrawalRequest) =>
  callApi('money.confirmWithdrawal', { params: { orderNo }, body });
