import { z } from 'zod';
import { textOrNull } from '../fields.ts';
import { LOTTERY_DRAW_STATUSES, lotteryGameCode } from './lottery-menu.schema.ts';

export const lotteryDrawIdParams = z.object({
  drawId: z.string().regex(/^\d{1,18}$/, 'drawId: a draw number'),
});

/** One prize row of a VN result (DB, G1 …). */
export const lotteryPrizeRowSchema = z.object({ label: z.string(), numbers: z.array(z.string()) });

/** The seed chain of an RNG draw: its seed hashed `index` times gives `terminalHash`. */
export const lotteryDrawChainSchema = z.object({
  chainId: z.string(),
  index: z.number(),
  terminalHash: z.string(),
  salt: z.string(),
});

/** A draw of the results board; the server seed only once it can no longer matter. */
export const lotteryDrawSchema = z.object({
  drawId: z.number(),
  gameCode: z.string(),
  numero: z.string(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  openAt: z.string(),
  lockAt: z.string(),
  drawAt: z.string(),
  /** The draw time, epoch ms. */
  drawTime: z.number(),
  winningNumber: textOrNull,
  prizes: z.array(lotteryPrizeRowSchema),
  /** Keno: the sum of the drawn numbers and how many are odd. */
  sum: z.number().optional(),
  oddCount: z.number().optional(),
  /** An RNG draw anyone can recompute. */
  fair: z.boolean(),
  seedHash: textOrNull,
  serverSeed: textOrNull,
  clientSeed: textOrNull,
  nonce: z.number().nullable(),
  chain: lotteryDrawChainSchema.nullable(),
  /** Why a cancelled draw was cancelled or voided, as the operators wrote it. */
  cancelReason: textOrNull,
  /** The platform incident that cancelled it, with every other open draw of the game. */
  incidentId: textOrNull,
});

export const lotteryOpenedQuery = z.object({
  gameCode: lotteryGameCode,
  count: z.coerce.number().int().min(1).max(100).default(10),
  drawDayOfWeek: z.coerce.number().int().min(1).max(7).optional(),
});

/** The history panel: drawn results of one game with their weekday and station. */
export const lotteryOpenedSchema = z.object({
  gameCode: z.string(),
  list: z.array(lotteryDrawSchema.extend({ drawDayOfWeek: z.number(), station: z.string() })),
});

export const lotteryLatestOpenedQuery = z.object({ gameCode: lotteryGameCode.optional() });

/** The latest drawn result of each game with the member's own bets on it. */
export const lotteryLatestOpenedSchema = z.object({
  list: z.array(
    z.object({
      gameCode: z.string(),
      drawId: z.number(),
      numero: z.string(),
      drawTime: z.number(),
      winningNumber: textOrNull,
      myBets: z.object({ count: z.number(), stake: z.string(), payout: z.string() }),
    }),
  ),
});

export const lotteryDrawPageSchema = z.object({
  list: z.array(lotteryDrawSchema),
  pageNo: z.number(),
  totalPages: z.number(),
});

const verifyBase = {
  drawId: z.number(),
  gameCode: z.string(),
  winningNumber: textOrNull,
};

/**
 * A draw recomputed from its revealed inputs: an official (VN) draw cannot be, an RNG draw not yet
 * drawn shows only its commitment, a drawn one its check.
 */
export const lotteryVerifySchema = z.union([
  z.object({
    ...verifyBase,
    fair: z.literal(true),
    ready: z.literal(true),
    /** The shared verifier's game: keno or vn-mb / vn-mt / vn-mn. */
    game: z.string(),
    commitmentOk: z.boolean(),
    chain: lotteryDrawChainSchema
      .extend({ previousOk: z.boolean().nullable(), terminalOk: z.boolean() })
      .nullable(),
    outcomeMatches: z.boolean(),
    recomputed: z.string(),
    prizes: z.array(lotteryPrizeRowSchema),
    serverSeed: textOrNull,
    seedHash: textOrNull,
    clientSeed: z.string(),
    nonce: z.number(),
  }),
  z.object({
    ...verifyBase,
    fair: z.literal(true),
    ready: z.literal(false),
    seedHash: textOrNull,
  }),
  z.object({ ...verifyBase, fair: z.literal(false), reason: z.string() }),
]);
