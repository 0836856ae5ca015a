import type { ContractBody } from '@pf/shared';
import { moneyKeys } from '@/features/money/query-keys';
import { memberQueryOptions } from '@/lib/member-query';
import type { Calls } from './calls';
import { callApi } from './calls';

export const paymentPasswordQuery = (token: string | null) =>
  memberQueryOptions(token, moneyKeys.paymentPassword(token), (signal) =>
    callApi('money.paymentPasswordStatus', { signal }),
  );

export type SetPaymentPasswordRequest = ContractBody<Calls['money.setPaymentPassword']>;

export const setPaymentPassword = (body: SetPaymentPasswordRequest) =>
  callApi('money.setPaymentPassword', { body });
