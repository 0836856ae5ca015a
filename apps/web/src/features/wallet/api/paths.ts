/**
 * Every cashier path the web calls, in one place. §7 names the wallet ones; the cashier's own
 * (deposit, withdraw, records) are those of docs/cashier-api.md.
 */
export const WALLET_PATHS = {
  withdraw: '/wps/cashier/withdraw',
  withdrawLimits: '/wps/cashier/withdraw/limits',
  withdrawals: '/wps/cashier/withdrawals',
  withdrawConfirm: (orderNo: string) => `/wps/cashier/withdraw/${encodeURIComponent(orderNo)}/confirm`,
  paymentPassword: '/wps/member/paymentPassword',
  transferUpline: '/wps/cashier/transferUpline',
  transactions: '/wps/cashier/transactions',
  profit: '/wps/cashier/profit',
  bonus: '/wps/cashier/bonus',
} as const;
