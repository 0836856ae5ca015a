import { z } from 'zod';

const token = z.string().min(1).max(200);
/** Printable ASCII, so the id can be part of a ledger idempotency key. */
const id = z.string().regex(/^[\x21-\x7e]{1,100}$/, '1-100 printable ASCII characters');
const currency = z.string().regex(/^[A-Z]{3,8}$/, 'an upper-case currency code');
const gameCode = z.string().min(1).max(64).optional();
/** Integer minor units; JSON numbers are exact up to 2^53, far beyond any stake. */
const minor = z
  .number()
  .int()
  .nonnegative()
  .max(Number.MAX_SAFE_INTEGER)
  .transform((n) => BigInt(n));
const positiveMinor = z
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .transform((n) => BigInt(n));

export const sessionCallSchema = z.object({ token });

export const betSchema = z.object({
  token,
  transactionId: id,
  roundId: id,
  gameCode,
  amount: positiveMinor,
  currency,
});

export const winSchema = z.object({
  token,
  transactionId: id,
  roundId: id,
  gameCode,
  amount: minor,
  currency,
  /** The vendor says the round is over; later wins are still accepted. */
  roundClosed: z.boolean().default(true),
});

export const rollbackSchema = z.object({
  token,
  transactionId: id,
  /** The bet to cancel; it may not have arrived yet. */
  referenceTransactionId: id,
  roundId: id,
  gameCode,
  currency,
});

export const bonusWinSchema = z.object({
  token,
  transactionId: id,
  bonusId: id,
  gameCode,
  amount: positiveMinor,
  currency,
});

export type BetInput = z.output<typeof betSchema>;
export type WinInput = z.output<typeof winSchema>;
export type RollbackInput = z.output<typeof rollbackSchema>;
export type BonusWinInput = z.output<typeof bonusWinSchema>;
