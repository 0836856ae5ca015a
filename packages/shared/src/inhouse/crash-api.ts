import { z } from 'zod';
import { amountSchema, requestIdSchema } from './api.ts';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET } from './crash.ts';

/** Payloads of /wps/inhouse/crash/*; amounts are decimal strings as in the other originals. */
const targetMessage = 'Auto cash-out must be between 1.01 and 1000000.00';

export const crashBetBody = z.object({
  requestId: requestIdSchema,
  stake: amountSchema,
  /** Hundredths (250 is 2.50×); absent for a manual cash-out only. */
  autoCashOut: z
    .number()
    .int()
    .min(CRASH_MIN_TARGET, targetMessage)
    .max(CRASH_MAX_TARGET, targetMessage)
    .optional(),
});
export const crashCashoutBody = z.object({ betId: z.string().regex(/^\d{1,18}$/) });
export const crashRoundParams = z.object({ roundId: z.string().regex(/^\d{1,18}$/) });

export const CRASH_PHASES = ['betting', 'running', 'crashed'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];
export const CRASH_BET_STATUSES = ['open', 'won', 'lost'] as const;

/** A bet as every player of the round sees it: the player's name is masked. */
export const crashBetViewSchema = z.object({
  betId: z.string(),
  player: z.string(),
  stake: z.string(),
  autoCashOut: z.number().nullable(),
  status: z.enum(CRASH_BET_STATUSES),
  /** The multiplier it was cashed out at, in hundredths (null while open or lost). */
  cashedOutAt: z.number().nullable(),
  win: z.string(),
  mine: z.boolean(),
});
export type CrashBetView = z.infer<typeof crashBetViewSchema>;

/** The chain facts of a round: the hash appears once the round has crashed. */
export const crashRoundViewSchema = z.object({
  roundId: z.string(),
  phase: z.enum(CRASH_PHASES),
  /** Bets close and the multiplier starts growing at this moment (ISO). */
  startAt: z.string(),
  /** When the round crashed (ISO), once it has. */
  crashedAt: z.string().nullable(),
  /** Hundredths; null until the round has crashed. */
  crashPoint: z.number().nullable(),
  hash: z.string().nullable(),
  /** The hash this round's must hash to: the previous round's, or the chain's terminal hash. */
  previousHash: z.string().nullable(),
  chainIndex: z.number(),
  terminalHash: z.string(),
  salt: z.string(),
});
export type CrashRoundView = z.infer<typeof crashRoundViewSchema>;

export const crashStateValueSchema = z.object({
  /** The server's clock (ISO): the browser draws the curve from startAt with this offset. */
  serverNow: z.string(),
  round: crashRoundViewSchema.nullable(),
  bets: z.array(crashBetViewSchema),
  /** The last crashed rounds, newest first. */
  history: z.array(crashRoundViewSchema),
  balance: z.string(),
});
export type CrashStateValue = z.infer<typeof crashStateValueSchema>;

export const crashBetValueSchema = z.object({
  bet: crashBetViewSchema,
  roundId: z.string(),
  balance: z.string(),
  replayed: z.boolean(),
});
export type CrashBetValue = z.infer<typeof crashBetValueSchema>;

export const crashVerifyValueSchema = z.object({
  round: crashRoundViewSchema,
  /** The server's own check of the link and the crash point (the page recomputes it too). */
  linkOk: z.boolean(),
  crashPointOk: z.boolean(),
});
export type CrashVerifyValue = z.infer<typeof crashVerifyValueSchema>;

export const CRASH_ERROR_CODES = [
  'INHOUSE_GAME_UNAVAILABLE',
  'INHOUSE_STAKE_RANGE',
  'IDEMPOTENCY_CONFLICT',
  'INSUFFICIENT_FUNDS',
  'CRASH_BETTING_CLOSED',
  'CRASH_ALREADY_BET',
] as const;
export const CRASH_CASHOUT_ERROR_CODES = [
  'CRASH_BET_NOT_FOUND',
  'CRASH_NOT_RUNNING',
  'CRASH_TOO_EARLY',
] as const;
