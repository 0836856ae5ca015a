import { contractsOf, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { gameRoundsFilterSchema, gameRoundsPageSchema, gameRoundsQuerySchema } from './game-rounds.schema.ts';
import { reportsEndpoints as e } from './reports.endpoints.ts';
import {
  betReportQuerySchema,
  betReportSchema,
  dashboardSchema,
  reportRangeSchema,
} from './reports.schema.ts';

const callTags = { staff: ['back office'] } as const;

/**
 * The dashboard and the bet report with its drill-down down to a game's rounds of a day, each with
 * its CSV export (every export is audit-logged with its filters).
 */
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
  'reports.dashboardCsv': staffCall("The dashboard's figures per day as CSV, one line a day of the range", {
    permission: 'reports.read',
    query: reportRangeSchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per day'),
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'reports.rounds': staffCall(
    "One game's settled rounds on one of the brand's days (the bet report's drill-down), newest first, a page at a time",
    {
      permission: 'reports.read',
      query: gameRoundsQuerySchema,
      response: gameRoundsPageSchema,
      errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
    },
  ),
  'reports.roundsCsv': staffCall("The game's rounds of the day as CSV, streamed row by row", {
    permission: 'reports.read',
    query: gameRoundsFilterSchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per round'),
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
});
