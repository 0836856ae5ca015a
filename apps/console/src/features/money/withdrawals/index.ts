export { WithdrawalsPage } from './withdrawals-page';
