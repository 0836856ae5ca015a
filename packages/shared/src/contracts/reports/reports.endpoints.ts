import { endpointTable } from '../endpoint.ts';

/** Back office: the operator's figures, read from the daily aggregates (docs/reports.md). */
export const reportsEndpoints = endpointTable({
  'reports.dashboard': 'GET /bo/api/reports/dashboard',
  'reports.bets': 'GET /bo/api/reports/bets',
  'reports.betsCsv': 'GET /bo/api/reports/bets.csv',
  'reports.dashboardCsv': 'GET /bo/api/reports/dashboard.csv',
  'reports.rounds': 'GET /bo/api/reports/rounds',
  'reports.roundsCsv': 'GET /bo/api/reports/rounds.csv',
});
