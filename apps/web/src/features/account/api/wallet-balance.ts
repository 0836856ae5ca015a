import { formatMinor, parseAmountToMinor } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

interface BalanceValue {
  sumBalance: string;
  currency?: string;
}

/** §7 /wps/v2/wallets/balance (token); sumBalance is a decimal string with two places. */
export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'balance', token],
    queryFn: ({ signal }) => apiGet<BalanceValue>('/wps/v2/wallets/balance', undefined, signal),
    enabled: token !== null,
    staleTime: 15_000,
  });

/** Two decimals with comma thousands (§9); an amount we cannot parse is shown as sent. */
export function displayBalance(sumBalance: string): string {
  const minor = parseAmountToMinor(sumBalance);
  return minor === null ? sumBalance : formatMinor(minor);
}
