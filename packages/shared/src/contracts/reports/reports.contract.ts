import { contractsOf, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { reportsEndpoints as e } from './reports.endpoints.ts';
import {
  betReportQuerySchema,
  betReportSchema,
  dashboardSchema,
  reportRangeSchema,
} from './reports.schema.ts';

const callTags = { staff: ['back office'] } as const;

/** The dashboard and the bet report with its drill-down and CSV export. */
export const reportsContracts = contractsOf(e, callTags, {
  'reports.dashboard': staffCall("A brand's figures for a range of its days, in total and per day", {
    permission: 'reports.read',
    query: reportRangeSchema,
    response: dashboardSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'reports.bets': staffCall('Bets, stakes and payouts grouped by day, vendor, category or game', {
    permission: 'reports.read',
    query: betReportQuerySchema,
    response: betReportSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'reports.betsCsv': staffCall('The bet report as CSV, streamed row by row', {
    permission: 'reports.read',
    query: betReportQuerySchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per row'),
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
});
