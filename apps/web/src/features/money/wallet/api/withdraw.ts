import type { ContractBody, ContractResponse } from '@pf/shared';
import { moneyKeys } from '@/features/money/query-keys';
import { memberQueryOptions } from '@/lib/member-query';
import type { Calls } from './calls';
import { callApi } from './calls';

export type Withdrawal = ContractResponse<Calls['money.withdraw']>;
export type WithdrawalStatus = Withdrawal['status'];
export type WithdrawRequest = ContractBody<Calls['money.withdraw']>;
export type WithdrawLimits = ContractResponse<Calls['money.withdrawLimits']>;
export type ConfirmWithdrawalRequest = ContractBody<Calls['money.confirmWithdrawal']>;

export const withdrawLimitsQuery = (token: string | null) =>
  memberQueryOptions(token, moneyKeys.withdrawLimits(token), (signal) =>
    callApi('money.withdrawLimits', { signal }),
  );

export const requestWithdrawal = (body: WithdrawRequest) => callApi('money.withdraw', { body });

export const withdrawalsQuery = (token: string | null) =>
  memberQueryOptions(token, moneyKeys.withdrawals(token), (signal) =>
    callApi('money.withdrawals', { query: { pageNo: 1, pageSize: 10 }, signal }),
  );

export const confirmWithdrawal = (orderNo: string, body: ConfirmWithdrawalRequest) =>
  callApi('money.confirmWithdrawal', { params: { orderNo }, body });
