export { useWithdrawalRisk } from './use-withdrawal-risk';
export { WithdrawalsCsvButton } from './withdrawals-csv-button';
