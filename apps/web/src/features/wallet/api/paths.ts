/**
 * Every cashier path the web calls, in one place. §7 names the wallet ones; the cashier's own
 * (deposit, withdraw, records) are those of docs/cashier-api.md.
 */
export const WALLET_PATHS = {
  transactions: '/wps/cashier/transactions',
  profit: '/wps/cashier/profit',
  bonus: '/wps/cashier/bonus',
} as const;
