export { DashboardPage } from './dashboard-page';
export { RoundsPage } from './rounds-page';
export { useWithdrawalRisk, WithdrawalsCsvButton } from './withdrawal-risk';
