export { DashboardPage } from './dashboard-page';
export { useWithdrawalRisk, WithdrawalsCsvButton } from './withdrawal-risk';
