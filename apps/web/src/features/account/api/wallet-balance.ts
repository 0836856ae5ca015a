import { formatMinor, parseAmountToMinor } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** §7 /wps/v2/wallets/balance (token); sumBalance is a decimal string with two places. */
export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'balance', token],
    queryFn: ({ signal }) => callApi('money.balance', { signal }),
    enabled: token !== null,
    staleTime: 15_000,
  });

/** Two decimals with comma thousands (§9); an amount we cannot parse is shown as sent. */
export function displayBalance(sumBalance: string): string {
  const minor = parseAmountToMinor(sumBalance);
  return minor === null ? sumBalance : formatMinor(minor);
}
