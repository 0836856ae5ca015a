import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { WALLET_KEY } from './keys';
import { WALLET_PATHS } from './paths';

export const paymentPasswordQuery = (token: string | null) =>
  queryOptions({
    queryKey: [WALLET_KEY, 'paymentPassword', token],
    queryFn: ({ signal }) => apiGet<{ isSet: boolean }>(WALLET_PATHS.paymentPassword, undefined, signal),
    enabled: token !== null,
  });

export interface SetPaymentPasswordRequest {
  /** Required once a payment password exists. */
  oldPaymentPassword?: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

export const setPaymentPassword = (body: SetPaymentPasswordRequest) =>
  apiPost<null>(WALLET_PATHS.paymentPassword, body);
