/** The query keys of money's screens. */
export const moneyKeys = {
  withdrawalLists: ['money', 'withdrawals'] as const,
  withdrawals: (status: string) => ['money', 'withdrawals', status] as const,
  depositLists: ['money', 'deposits'] as const,
  deposits: (query: Record<string, string>) => ['money', 'deposits', query] as const,
};
