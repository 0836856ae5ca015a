import type { QueryClient } from '@tanstack/react-query';

/** Every wallet query key starts with 'wallet', so one call refreshes them all after money moves. */
export const WALLET_KEY = 'wallet' as const;

export const refreshWallet = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [WALLET_KEY] });
