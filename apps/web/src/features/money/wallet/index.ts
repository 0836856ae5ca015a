// The wallet feature's public surface for the shell, the header and the reward centre's bonus pages,
// and the slots the shell fills.

export { walletBalanceQuery } from './api/funds';
export { AmountText } from './components/amount-text';
export { EmptyBlock, ErrorBlock, LoadingRows } from './components/load-state';
export { StatusBadge } from './components/status-badge';
export { displayAmount, toMinor } from './lib/money';
export { HIDDEN_AMOUNT, useBalanceVisibility } from './model/balance-visibility';
export { brandMoney, RealNameNotice, WithdrawBonusNotice } from './slots';
