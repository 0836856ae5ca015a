import { endpointTable } from '../endpoint.ts';

/** Back office: the operator's figures, read from the daily aggregates (docs/reports.md). */
export const reportsEndpoints = endpointTable({
  'reports.dashboard': 'GET /bo/api/reports/dashboard',
  'reports.bets': 'GET /bo/api/reports/bets',
  'reports.betsCsv': 'GET /bo/api/reports/bets.csv',
});
