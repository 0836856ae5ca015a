import type { ContractBody } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { moneyKeys } from '@/features/money/query-keys';
import type { Calls } from './calls';
import { callApi } from './calls';

export const paymentPasswordQuery = (token: string | null) =>
  queryOptions({
    queryKey: moneyKeys.paymentPassword(token),
    queryFn: ({ signal }) => callApi('money.paymentPasswordStatus', { signal }),
    enabled: token !== null,
  });

export type SetPaymentPasswordRequest = ContractBody<Calls['money.setPaymentPassword']>;

export const setPaymentPassword = (body: SetPaymentPasswordRequest) =>
  callApi('money.setPaymentPassword', { body });
