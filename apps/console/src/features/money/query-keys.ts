/** The query keys of money's screens. */
export const moneyKeys = {
  withdrawalLists: ['money', 'withdrawals'] as const,
  withdrawals: (status: string) => ['money', 'withdrawals', status] as const,
  deposits: (status: string) => ['money', 'deposits', status] as const,
};
