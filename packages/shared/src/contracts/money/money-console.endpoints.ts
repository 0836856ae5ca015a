import { endpointTable } from '../endpoint.ts';

/** Back office: a member's ledger and manual balance adjustments. */
export const moneyConsoleEndpoints = endpointTable({
  'moneyConsole.memberLedger': 'GET /bo/api/members/:memberId/ledger',
  'moneyConsole.adjustments': 'GET /bo/api/finance/adjustments',
  'moneyConsole.adjustmentsCsv': 'GET /bo/api/finance/adjustments.csv',
  'moneyConsole.requestAdjustment': 'POST /bo/api/finance/adjustments',
  'moneyConsole.approveAdjustment': 'POST /bo/api/finance/adjustments/:adjustmentId/approve',
  'moneyConsole.rejectAdjustment': 'POST /bo/api/finance/adjustments/:adjustmentId/reject',
  'moneyConsole.adjustmentAttachment': 'GET /bo/api/finance/adjustments/:adjustmentId/attachment',
});
