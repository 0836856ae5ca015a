import { contractsOf, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import {
  ADJUSTMENT_ATTACHMENT_TYPES,
  adjustmentPageSchema,
  adjustmentParamsSchema,
  adjustmentRejectSchema,
  adjustmentRequestSchema,
  adjustmentSchema,
  adjustmentsExportQuerySchema,
  adjustmentsQuerySchema,
  memberLedgerParamsSchema,
  memberLedgerQuerySchema,
  memberLedgerSchema,
} from './adjustments.schema.ts';
import { moneyConsoleEndpoints as e } from './money-console.endpoints.ts';

const callTags = { staff: ['back office'] } as const;

/**
 * A member's ledger on the member page, and manual adjustments: one staff member asks (money.adjust),
 * another approves or rejects (money.adjust.approve); the database refuses the maker as approver.
 */
export const moneyConsoleContracts = contractsOf(e, callTags, {
  'moneyConsole.memberLedger': staffCall("A member's wallet movements, newest first", {
    permission: 'members.read',
    params: memberLedgerParamsSchema,
    query: memberLedgerQuerySchema,
    response: memberLedgerSchema,
    errors: ['NOT_FOUND'],
  }),
  'moneyConsole.adjustments': staffCall('Manual adjustments, newest first, by status or member', {
    permission: 'cashier.read',
    query: adjustmentsQuerySchema,
    response: adjustmentPageSchema,
  }),
  'moneyConsole.adjustmentsCsv': staffCall(
    "The manual adjustments matching the list's filters as CSV, newest first; the export is audit-logged",
    {
      permission: 'cashier.read',
      query: adjustmentsExportQuerySchema,
      ...fileAnswer(['text/csv'], 'One header line, then a line per adjustment'),
    },
  ),
  'moneyConsole.requestAdjustment': staffCall(
    "Asks for a credit or debit of a member's cash; it waits for a second staff member (finance, admin)",
    {
      permission: 'money.adjust',
      body: adjustmentRequestSchema,
      response: adjustmentSchema,
      errors: ['NOT_FOUND', 'IMAGE_TYPE', 'IMAGE_SIZE'],
    },
  ),
  'moneyConsole.approveAdjustment': staffCall(
    'Approves a pending adjustment made by someone else; the money moves once, through the ledger',
    {
      permission: 'money.adjust.approve',
      params: adjustmentParamsSchema,
      response: adjustmentSchema,
      errors: ['ADJUSTMENT_NOT_FOUND', 'ADJUSTMENT_DECIDED', 'ADJUSTMENT_OWN', 'INSUFFICIENT_FUNDS'],
    },
  ),
  'moneyConsole.rejectAdjustment': staffCall(
    'Rejects a pending adjustment made by someone else; nothing moves',
    {
      permission: 'money.adjust.approve',
      params: adjustmentParamsSchema,
      body: adjustmentRejectSchema,
      response: adjustmentSchema,
      errors: ['ADJUSTMENT_NOT_FOUND', 'ADJUSTMENT_DECIDED', 'ADJUSTMENT_OWN'],
    },
  ),
  'moneyConsole.adjustmentAttachment': staffCall("An adjustment's attachment", {
    permission: 'cashier.read',
    params: adjustmentParamsSchema,
    ...fileAnswer(ADJUSTMENT_ATTACHMENT_TYPES, 'The attachment bytes'),
    errors: ['ADJUSTMENT_NOT_FOUND'],
  }),
});
