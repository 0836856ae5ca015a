// The wallet feature's public surface for the shell and the header.

export { bonusGrantsQuery } from './api/bonus';
export { walletBalanceQuery } from './api/funds';
export { HIDDEN_AMOUNT, useBalanceVisibility } from './model/balance-visibility';
