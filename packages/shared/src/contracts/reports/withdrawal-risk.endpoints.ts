import { endpointTable } from '../endpoint.ts';

/** Back office: the finance desk's risk reading of withdrawals and the queue's CSV export. */
export const withdrawalRiskEndpoints = endpointTable({
  'reports.withdrawalRisk': 'GET /bo/api/finance/withdrawal-risk',
  'reports.withdrawalsCsv': 'GET /bo/api/finance/withdrawals.csv',
});
