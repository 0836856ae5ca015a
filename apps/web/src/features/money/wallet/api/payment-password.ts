import type { ContractBody, Contracts } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export const paymentPasswordQuery = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.money.paymentPassword(token),
    queryFn: ({ signal }) => callApi('money.paymentPasswordStatus', { signal }),
    enabled: token !== null,
  });

export type SetPaymentPasswordRequest = ContractBody<Contracts['money.setPaymentPassword']>;

export const setPaymentPassword = (body: SetPaymentPasswordRequest) =>
  callApi('money.setPaymentPassword', { body });
