export type { UseWithdrawalExtras, WithdrawalExport, WithdrawalExtras } from './withdrawal-extras';
export { WithdrawalsPage } from './withdrawals-page';
