import { z } from 'zod';
import { parseAmountToMinor } from '../money.ts';
import { DICE_OUTCOMES } from './dice.ts';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from './limbo.ts';
import { INHOUSE_GAMES } from './limits.ts';
import { MINES_MAX, MINES_MIN, MINES_TILES } from './mines.ts';
import { PLINKO_RISKS, type PLINKO_ROWS } from './plinko-tables.ts';
import type { InhouseOutcome } from './verify.ts';

/**
 * Payloads of /wps/inhouse/*. Amounts travel as decimal strings with two places ("100.00"), as in
 * the wallet; the server turns them into minor units.
 */
export const amountSchema = z
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

export const slotSpinBody = z.object({ requestId: requestIdSchema, lineBet: amountSchema });
/** A dice bet's target: a roll under or over it wins. */
export const diceTarget = z
  .number()
  .int()
  .min(0)
  .max(DICE_OUTCOMES - 1);

export const diceRollBody = z.object({
  requestId: requestIdSchema,
  stake: amountSchema,
  direction: z.enum(['under', 'over']),
  /** Hundredths: 5000 is 50.00. */
  target: diceTarget,
});
export const minesStartBody = z.object({
  requestId: requestIdSchema,
  stake: amountSchema,
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
export const limboPlayBody = z.object({
  requestId: requestIdSchema,
  stake: amountSchema,
  /** Hundredths: 250 is 2.50×. */
  target: z
    .number()
    .int()
    .min(LIMBO_MIN_TARGET, 'Target must be between 1.01 and 1000000.00')
    .max(LIMBO_MAX_TARGET, 'Target must be between 1.01 and 1000000.00'),
});
export const plinkoDropBody = z.object({
  requestId: requestIdSchema,
  stake: amountSchema,
  rows: z.union([z.literal(8), z.literal(12), z.literal(16)]) satisfies z.ZodType<
    (typeof PLINKO_ROWS)[number]
  >,
  risk: z.enum(PLINKO_RISKS),
});
export const minesCashoutBody = z.object({ roundId: z.string().regex(/^\d{1,18}$/) });
export const rotateSeedBody = z.object({ clientSeed: clientSeedSchema.optional() });
/** The browser's client seed, used only when the member's first pair is created. */
export const seedQuery = z.object({ clientSeed: clientSeedSchema.optional() });
export const recallQuery = z.object({ game: z.enum(INHOUSE_GAMES) });

/** The active pair as the player sees it: never the server seed itself. */
export const seedPairViewSchema = z.object({
  serverSeedHash: z.string(),
  /** The hash of the seed that becomes active at the next rotation, committed now. */
  nextServerSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number(),
});
export type SeedPairView = z.infer<typeof seedPairViewSchema>;

export const revealedSeedViewSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** How many rounds (nonces 0 … rounds - 1) were played with it. */
  rounds: z.number(),
});
export type RevealedSeedView = z.infer<typeof revealedSeedViewSchema>;

export const rotateSeedValueSchema = z.object({
  previous: revealedSeedViewSchema,
  current: seedPairViewSchema,
});
export type RotateSeedValue = z.infer<typeof rotateSeedValueSchema>;

/** The raw random outcome of a round, exactly what the server stored and showed. */
const outcomeSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('slot'), stops: z.array(z.number()) }),
  z.object({ game: z.literal('dice'), roll: z.number() }),
  z.object({ game: z.literal('mines'), mines: z.array(z.number()) }),
  z.object({ game: z.literal('limbo'), result: z.number() }),
  z.object({ game: z.literal('plinko'), path: z.array(z.number()) }),
  z.object({ game: z.literal('roulette'), pocket: z.number() }),
  z.object({ game: z.literal('baccarat'), player: z.array(z.number()), banker: z.array(z.number()) }),
]) satisfies z.ZodType<InhouseOutcome>;

export const roundViewSchema = z.object({
  roundId: z.string(),
  game: z.enum(INHOUSE_GAMES),
  status: z.enum(['open', 'settled']),
  stake: z.string(),
  win: z.string(),
  balanceBefore: z.string(),
  /** Null while a Mines board is open. */
  balanceAfter: z.string().nullable(),
  /**
   * slot: { lineBet }, dice: { direction, target }, mines: { mines }, limbo: { target }, plinko: { rows, risk },
   * roulette: { bets: [{ type, numbers | index, stake }] }, baccarat: { bets: [{ spot, stake }] }.
   */
  bet: z.record(z.string(), z.unknown()),
  /** Null while a Mines board is open: its mines stay hidden until the round ends. */
  outcome: outcomeSchema.nullable(),
  /** Mines: tiles opened so far, in order. */
  revealed: z.array(z.number()),
  /** Multiplier in ten-thousandths of what was paid (or, for an open Mines board, of a cash-out now). */
  multiplierBp: z.number(),
  fairness: z.object({
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number(),
    /** Present once the seed pair was rotated. */
    serverSeed: z.string().nullable(),
  }),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type RoundView = z.infer<typeof roundViewSchema>;

/** Answer of every play call: the round and the member's cash balance after it. */
export const playValueSchema = z.object({
  round: roundViewSchema,
  balance: z.string(),
  /** True when this answers a retry of an earlier request. */
  replayed: z.boolean(),
});
export type PlayValue = z.infer<typeof playValueSchema>;

export const roundIdParams = z.object({ roundId: z.string().regex(/^\d{1,18}$/) });
export const openRoundValueSchema = z.object({ round: roundViewSchema.nullable() });
export const recallValueSchema = z.object({ list: z.array(roundViewSchema) });

/** Codes the in-house calls answer besides the member checks. */
export const INHOUSE_ERROR_CODES = {
  play: [
    'INHOUSE_GAME_UNAVAILABLE',
    'INHOUSE_STAKE_RANGE',
    'INHOUSE_ROUND_OPEN',
    'IDEMPOTENCY_CONFLICT',
    'INSUFFICIENT_FUNDS',
    // A stake above the max bet of an active bonus (docs/bonus-engine.md).
    'BONUS_MAX_BET',
  ],
  dice: ['INHOUSE_DICE_TARGET'],
  round: ['INHOUSE_ROUND_NOT_FOUND', 'INHOUSE_ROUND_SETTLED', 'INHOUSE_NOTHING_TO_CASH_OUT'],
  seed: ['INHOUSE_ROUND_OPEN'],
} as const;
