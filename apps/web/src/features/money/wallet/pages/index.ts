// The wallet's member-centre pages; the shell's member-centre page list loads this module on first use.
export { DepositPage } from './deposit-page';
export { ProfitLossPage } from './profit-loss-page';
export { SecurityCenterPage } from './security-center-page';
export { TransactionHistoryPage } from './transaction-history-page';
export { TransferFundPage } from './transfer-fund-page';
export { TransferUplinePage } from './transfer-upline-page';
export { WithdrawPage } from './withdraw-page';
