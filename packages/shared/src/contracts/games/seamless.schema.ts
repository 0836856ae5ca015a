import { z } from 'zod';

const token = z.string().min(1).max(200);
/** Printable ASCII, so the id can be part of a ledger idempotency key. */
const id = z.string().regex(/^[\x21-\x7e]{1,100}$/, '1-100 printable ASCII characters');
const currency = z.string().regex(/^[A-Z]{3,8}$/, 'an upper-case currency code');
const gameCode = z.string().min(1).max(64).optional();
/** Integer minor units; JSON numbers are exact up to 2^53, far beyond any stake. */
const minorUnits = (whole: z.ZodNumber) => whole.max(Number.MAX_SAFE_INTEGER).transform((n) => BigInt(n));
const minor = minorUnits(z.number().int().nonnegative());
const positiveMinor = minorUnits(z.number().int().positive());

export const seamlessSessionCallSchema = z.object({ token });

export const seamlessBetSchema = z.object({
  token,
  transactionId: id,
  roundId: id,
  gameCode,
  amount: positiveMinor,
  currency,
});

export const seamlessWinSchema = z.object({
  token,
  transactionId: id,
  roundId: id,
  gameCode,
  amount: minor,
  currency,
  /** The vendor says the round is over; later wins are still accepted. */
  roundClosed: z.boolean().default(true),
});

export const seamlessRollbackSchema = z.object({
  token,
  transactionId: id,
  /** The bet to cancel; it may not have arrived yet. */
  referenceTransactionId: id,
  roundId: id,
  gameCode,
  currency,
});

export const seamlessBonusWinSchema = z.object({
  token,
  transactionId: id,
  bonusId: id,
  gameCode,
  amount: positiveMinor,
  currency,
});

export type SeamlessBetInput = z.output<typeof seamlessBetSchema>;
export type SeamlessWinInput = z.output<typeof seamlessWinSchema>;
export type SeamlessRollbackInput = z.output<typeof seamlessRollbackSchema>;
export type SeamlessBonusWinInput = z.output<typeof seamlessBonusWinSchema>;

/** The player's wallet, as authenticate answers it. */
export const seamlessPlayerSchema = z.object({
  playerId: z.string(),
  username: z.string(),
  currency: z.string(),
  /** Integer minor units. */
  balance: z.number(),
  sessionExpiresAt: z.string(),
});

export const seamlessBalanceSchema = z.object({ balance: z.number(), currency: z.string() });

/** What every money call answers (and what a repeat of it gets back unchanged). */
export const seamlessMoneyAnswerSchema = z.object({
  transactionId: z.string(),
  balance: z.number(),
  currency: z.string(),
  roundId: z.string(),
  /** Rollback only: false when the bet had not arrived (it will be refused when it does). */
  betFound: z.boolean().optional(),
});

/**
 * Every code a vendor can get from /seamless/v1 besides the signature and vendor checks;
 * docs/seamless-wallet.md lists when each one happens.
 */
export const SEAMLESS_ERROR_CODES = [
  'SESSION_INVALID',
  'SESSION_EXPIRED',
  'CURRENCY_MISMATCH',
  'GAME_NOT_FOUND',
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
  'ROUND_CANCELLED',
  'ROUND_CONFLICT',
  'INSUFFICIENT_FUNDS',
  'TRANSACTION_CONFLICT',
  'TRANSACTION_ROLLED_BACK',
  'ROLLBACK_NOT_BET',
  'BALANCE_LIMIT',
] as const;
