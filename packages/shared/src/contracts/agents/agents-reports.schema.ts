import { z } from 'zod';
import { amount, int, pageFields, textOrNull } from '../fields.ts';
import { PERIODS, pageInput } from '../money/cashier.schema.ts';

/** Amounts answer as plain decimals with two places ('1234.50'). */
const username = z.string().trim().max(64).optional();
/** The period so far: from its start (UTC) to now. */
const periodWindow = { period: z.enum(PERIODS), from: z.string(), to: z.string() };

// ---- team betting ----------------------------------------------------------------------------

export const teamBetsQuerySchema = z.object({
  period: z.enum(PERIODS).default('D'),
  /** One account of the team; any other name is refused like a stranger's. */
  username,
  /** A game category (LIVE, RNG, SPORTS, LOTT, INHOUSE …). */
  category: z.string().trim().toUpperCase().max(16).optional(),
  ...pageInput,
});

/** One member's settled bets of one category in the period. */
export const teamBetRowSchema = z.object({
  username: z.string(),
  category: z.string(),
  betCount: int,
  validBet: amount,
  /** What the member won less what it staked: negative when the member lost. */
  winLoss: amount,
});

export const teamBetsSchema = z.object({
  ...periodWindow,
  list: z.array(teamBetRowSchema),
  totals: z.object({ betCount: z.number().int(), validBet: amount, winLoss: amount }),
  ...pageFields,
});

// ---- user loss -------------------------------------------------------------------------------

export const userLossQuerySchema = z.object({
  period: z.enum(PERIODS).default('D'),
  username,
  ...pageInput,
});

/** A member of the team that lost in the period, with what it staked and was paid. */
export const userLossRowSchema = z.object({
  username: z.string(),
  validBet: amount,
  payout: amount,
  /** validBet − payout, above zero. */
  loss: amount,
});

export const userLossSchema = z.object({
  ...periodWindow,
  list: z.array(userLossRowSchema),
  totalLoss: amount,
  ...pageFields,
});

// ---- my income -------------------------------------------------------------------------------

export const INCOME_KINDS = ['salary', 'dividend', 'rebate'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

export const myIncomeQuerySchema = z.object({ period: z.enum(PERIODS).default('M') });

/** One UTC day of the agent's own income, per kind. */
export const incomeDaySchema = z.object({
  day: z.string(),
  salary: amount,
  dividend: amount,
  rebate: amount,
  total: amount,
});

export const myIncomeSchema = z.object({
  ...periodWindow,
  days: z.array(incomeDaySchema),
  totals: z.object({ salary: amount, dividend: amount, rebate: amount, total: amount }),
});

// ---- account details -------------------------------------------------------------------------

/** Groups of ledger movements the agent filters its cash lines by. */
export const ACCOUNT_LINE_TYPES = [
  'salary',
  'dividend',
  'rebate',
  'transfer',
  'deposit',
  'withdraw',
  'game',
  'other',
] as const;
export type AccountLineType = (typeof ACCOUNT_LINE_TYPES)[number];

export const accountDetailsQuerySchema = z.object({
  period: z.enum(PERIODS).default('M'),
  type: z.enum(ACCOUNT_LINE_TYPES).optional(),
  ...pageInput,
});

export const accountLineSchema = z.object({
  id: z.string(),
  type: z.enum(ACCOUNT_LINE_TYPES),
  kind: z.string(),
  /** Signed from the agent's side: positive in, negative out. */
  amount: amount,
  reference: textOrNull,
  /** The member on the other side of the line (an upline, a downline), or null: the house, the system. */
  counterparty: textOrNull,
  createdAt: z.string(),
});

export const accountDetailsSchema = z.object({
  ...periodWindow,
  list: z.array(accountLineSchema),
  ...pageFields,
});
