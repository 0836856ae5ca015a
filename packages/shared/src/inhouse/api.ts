import { z } from 'zod';
import { parseAmountToMinor } from '../money.ts';
import { DICE_OUTCOMES } from './dice.ts';
import { INHOUSE_GAMES, type InhouseGame } from './limits.ts';
import { MINES_MAX, MINES_MIN, MINES_TILES } from './mines.ts';
import type { InhouseOutcome } from './verify.ts';

/**
 * Payloads of /wps/inhouse/*. Amounts travel as decimal strings with two places ("100.00"), as in
 * the wallet; the server turns them into minor units.
 */
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'Invalid amount')
  .transform((v) => parseAmountToMinor(v) as bigint);

/** Chosen by the client per attempt; a retry with the same id answers the first result. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid request id');

export const clientSeedSchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,64}$/, 'Client seed: 1-64 visible characters, no spaces');

export const slotSpinBody = z.object({ requestId: requestIdSchema, lineBet: amount });
export const diceRollBody = z.object({
  requestId: requestIdSchema,
  stake: amount,
  direction: z.enum(['under', 'over']),
  /** Hundredths: 5000 is 50.00. */
  target: z
    .number()
    .int()
    .min(0)
    .max(DICE_OUTCOMES - 1),
});
export const minesStartBody = z.object({
  requestId: requestIdSchema,
  stake: amount,
  mines: z.number().int().min(MINES_MIN).max(MINES_MAX),
});
export const minesRevealBody = z.object({
  roundId: z.string().regex(/^\d{1,18}$/),
  tile: z
    .number()
    .int()
    .min(0)
    .max(MINES_TILES - 1),
});
export const minesCashoutBody = z.object({ roundId: z.string().regex(/^\d{1,18}$/) });
export const rotateSeedBody = z.object({ clientSeed: clientSeedSchema.optional() });
/** The browser's client seed, used only when the member's first pair is created. */
export const seedQuery = z.object({ clientSeed: clientSeedSchema.optional() });
export const recallQuery = z.object({ game: z.enum(INHOUSE_GAMES) });

/** The active pair as the player sees it: never the server seed itself. */
export interface SeedPairView {
  serverSeedHash: string;
  /** The hash of the seed that becomes active at the next rotation, committed now. */
  nextServerSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

export interface RevealedSeedView {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** How many rounds (nonces 0 … rounds - 1) were played with it. */
  rounds: number;
}

export interface RotateSeedValue {
  previous: RevealedSeedView;
  current: SeedPairView;
}

export interface RoundView {
  roundId: string;
  game: InhouseGame;
  status: 'open' | 'settled';
  stake: string;
  win: string;
  balanceBefore: string;
  /** Null while a Mines board is open. */
  balanceAfter: string | null;
  /** slot: { lineBet }, dice: { direction, target }, mines: { mines }. */
  bet: Record<string, unknown>;
  /** Null while a Mines board is open: its mines stay hidden until the round ends. */
  outcome: InhouseOutcome | null;
  /** Mines: tiles opened so far, in order. */
  revealed: number[];
  /** Multiplier in ten-thousandths of what was paid (or, for an open Mines board, of a cash-out now). */
  multiplierBp: number;
  fairness: {
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    /** Present once the seed pair was rotated. */
    serverSeed: string | null;
  };
  createdAt: string;
  settledAt: string | null;
}

/** Answer of every play call: the round and the member's cash balance after it. */
export interface PlayValue {
  round: RoundView;
  balance: string;
  /** True when this answers a retry of an earlier request. */
  replayed: boolean;
}
