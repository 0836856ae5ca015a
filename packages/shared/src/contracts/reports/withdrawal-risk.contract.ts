import { z } from 'zod';
import { contractsOf, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { staffWithdrawalsCsvQuerySchema } from '../money/finance.schema.ts';
import { withdrawalRiskEndpoints as e } from './withdrawal-risk.endpoints.ts';
import { withdrawalRiskQuerySchema, withdrawalRiskSchema } from './withdrawal-risk.schema.ts';

const callTags = { staff: ['back office'] } as const;

/**
 * The withdrawal risk flags and the withdrawal list's CSV export. They read the member's sign-ins
 * (identity), deposits and withdrawals (money) and bets (games, lottery), so they are served by the
 * reports area, the one above all three (docs/decisions/0016).
 */
export const withdrawalRiskContracts = contractsOf(e, callTags, {
  'reports.withdrawalRisk': staffCall(
    "Risk flags of a page of withdrawals: turnover below the brand's multiple of deposits, a new payout account, an address or device shared with other members",
    {
      permission: 'risk.read',
      query: withdrawalRiskQuerySchema,
      response: z.array(withdrawalRiskSchema),
    },
  ),
  'reports.withdrawalsCsv': staffCall(
    "The withdrawal list as CSV with the same filters and each row's risk flags, streamed page by page",
    {
      permission: 'cashier.read',
      query: staffWithdrawalsCsvQuerySchema,
      ...fileAnswer(['text/csv'], 'One header line, then a line per withdrawal'),
    },
  ),
});
