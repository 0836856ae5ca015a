import { z } from 'zod';
import { amount, int, pageOf, pageQuery, textOrNull } from '../fields.ts';
import { CONTRACT_TYPES } from './agents-errors.ts';

/** Amounts as decimal strings with two decimals (§9), as every money answer gives them. */

export const payrollStatementsQuerySchema = z.object({
  /** payer: statements of contracts the member gave (as upline); payee: those it is paid on. */
  role: z.enum(['payer', 'payee']),
  type: z.enum(CONTRACT_TYPES).optional(),
  ...pageQuery,
});
export type PayrollStatementsQuery = z.infer<typeof payrollStatementsQuerySchema>;

/** The tier a payout applied; thresholds as amounts (minProfit for a dividend, minValidBet for a salary). */
export const payrollTierSchema = z.object({
  minValidBet: amount.optional(),
  minProfit: amount.optional(),
  minActiveMembers: int,
  rateBps: int,
});

/** One contract's payout for one period, and every figure it was computed from. */
export const payrollStatementSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  contractType: z.enum(CONTRACT_TYPES),
  upline: z.string(),
  downline: z.string(),
  /** upline: from the upline's cash; house: the brand pays for a top agent's contract. */
  paidBy: z.enum(['upline', 'house']),
  /** D, W, H, M (local periods), 1h (a UTC hour), 5m (a real-time slice). */
  periodKind: z.enum(['D', 'W', 'H', 'M', '1h', '5m']),
  periodFrom: z.string(),
  periodTo: z.string(),
  periodLabel: z.string(),
  validBet: amount,
  payout: amount,
  profitLoss: amount,
  activeMembers: int,
  carryIn: amount,
  base: amount,
  carryOut: amount,
  tier: payrollTierSchema.nullable(),
  rateBps: int,
  amount,
  currency: z.string(),
  /** The ledger transfer that paid it; null when the amount is zero. */
  transferId: textOrNull,
  createdAt: z.string(),
});
export type PayrollStatement = z.infer<typeof payrollStatementSchema>;

export const payrollStatementListSchema = pageOf(payrollStatementSchema);
export type PayrollStatementList = z.infer<typeof payrollStatementListSchema>;

// ---- staff: run a period now -----------------------------------------------------------------

export const payrollRunBodySchema = z.object({
  /** An operator of every brand names one; else the brand of the address. */
  merchantCode: z.string().trim().min(1).max(32).optional(),
  type: z.enum(CONTRACT_TYPES),
  /**
   * false: the latest closed period of the type (what the schedule would run next). true: the
   * period running now: contracts without a statement for it are paid on its figures so far (bets
   * settling later in it are not paid to them); the schedule still runs the period when it closes.
   */
  current: z.boolean().default(false),
  /** The dividend period kind to run (a contract pays on its own kind); M when not given. */
  kind: z.enum(['D', 'W', 'H', 'M']).optional(),
});
export type PayrollRunBody = z.infer<typeof payrollRunBodySchema>;

export const payrollRunResultSchema = z.object({
  merchantCode: z.string(),
  type: z.enum(CONTRACT_TYPES),
  periodKind: z.enum(['D', 'W', 'H', 'M', '1h', '5m']),
  periodFrom: z.string(),
  periodTo: z.string(),
  periodLabel: z.string(),
  /** False when the closed period had been run to the end before: nothing was looked at again. */
  ran: z.boolean(),
  contracts: int,
  paid: int,
  failed: int,
});
