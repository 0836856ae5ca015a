import { z } from 'zod';
import { pageFields, textOrNull } from '../fields.ts';
import { PERIODS, pageInput } from './cashier.schema.ts';

/** The account record's filter: what kind of money movement. */
export const RECORD_TYPES = ['deposit', 'withdraw', 'transfer', 'bet', 'win', 'bonus', 'other'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const periodInput = z.enum(PERIODS).default('D');

/**
 * What a ledger reference means to a player: the game, its vendor, the lottery draw or the game
 * round, or the order number; the reference itself is an internal key and is never shown.
 */
export const recordLabelSchema = z.object({
  /** `opening`: the opening balance the brand gave a demo account (not a deposit). */
  source: z.enum(['lottery', 'inhouse', 'seamless', 'bonus', 'order', 'transfer', 'upline', 'opening']),
  game: textOrNull,
  vendor: textOrNull,
  /** Lottery draw number. */
  draw: textOrNull,
  /** The vendor's (or our own in-house) round id. */
  round: textOrNull,
  /** Deposit / withdrawal order number. */
  order: textOrNull,
  /** A transfer between the member's own wallets: from and to (MAIN, BONUS …). */
  fromWallet: textOrNull,
  toWallet: textOrNull,
});

export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(RECORD_TYPES),
  /** The ledger's own kind, finer than type (e.g. an upline transfer within 'transfer'). */
  kind: z.string(),
  /** Signed: money in is positive, money out negative. */
  amount: z.string(),
  wallet: z.enum(['MAIN', 'BONUS']),
  reference: textOrNull,
  label: recordLabelSchema.nullable(),
  createdAt: z.string(),
});

const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({
    list: z.array(item),
    ...pageFields,
  });

export const transactionPageSchema = pageOf(transactionSchema);

export const transactionsQuerySchema = z.object({
  // An empty type (the web's "all") means no filter.
  type: z
    .union([z.enum(RECORD_TYPES), z.literal('')])
    .optional()
    .transform((t) => t || undefined),
  period: periodInput,
  // The language game names are given in (the member's site language).
  language: z
    .string()
    .regex(/^[A-Za-z]{2,8}$/)
    .optional(),
  ...pageInput,
});

export const profitSummarySchema = z.object({
  deposit: z.string(),
  withdraw: z.string(),
  bet: z.string(),
  win: z.string(),
  bonus: z.string(),
  profit: z.string(),
});

export const bonusEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  reference: textOrNull,
  amount: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const bonusPageSchema = pageOf(bonusEntrySchema);
