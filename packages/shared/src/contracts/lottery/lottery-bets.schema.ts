import { z } from 'zod';
import { KENO_BET_TYPES } from '../../lottery/keno/bet-types.ts';
import { VN_BET_TYPES, VN_MAX_NUMBERS_PER_BET } from '../../lottery/vn/bets.ts';
import { textOrNull } from '../fields.ts';
import { lotteryGameCode } from './lottery-menu.schema.ts';

/** One line of a bet slip as the client sends it. */
export const lotteryBetLineSchema = z.object({
  betType: z.enum([...VN_BET_TYPES, ...KENO_BET_TYPES]),
  // The shared rules' largest count: a longer line would be refused by them anyway.
  numbers: z.array(z.string().trim().max(4)).max(VN_MAX_NUMBERS_PER_BET),
  stake: z.string().trim().min(1).max(20),
});

export const lotteryPlaceBetsSchema = z.object({
  gameCode: lotteryGameCode,
  drawId: z.coerce.number().int().positive().optional(),
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId: 8-64 letters, digits, _ or -'),
  bets: z.array(lotteryBetLineSchema).min(1).max(50),
});

/** `push`: a keno side bet whose measure landed exactly on the midpoint; its stake came back. */
export const LOTTERY_BET_STATUSES = ['pending', 'won', 'lost', 'push', 'refunded'] as const;

/** A bet as every answer shows it; amounts are decimal strings with two places. */
export const lotteryBetSchema = z.object({
  betId: z.string(),
  gameCode: z.string(),
  drawId: z.number(),
  numero: z.string(),
  betType: z.string(),
  numbers: z.array(z.string()),
  stake: z.string(),
  cost: z.string(),
  status: z.enum(LOTTERY_BET_STATUSES),
  /** Numbers caught (keno spots, VN lines); a keno side bet holds its measure (sum or odd count). */
  hits: z.number().nullable(),
  payout: z.string(),
  placedAt: z.string(),
  drawAt: z.string(),
  winningNumber: textOrNull,
});

/** A placed (or, for a repeated requestId, the first placed) bet slip and the balance after it. */
export const lotteryPlaceBetsResultSchema = z.object({
  drawId: z.number(),
  numero: z.string(),
  replayed: z.boolean(),
  totalCost: z.string(),
  balance: z.string(),
  bets: z.array(lotteryBetSchema),
});

const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

export const lotteryMyBetsQuery = z.object({
  gameCode: lotteryGameCode.optional(),
  status: z.enum(LOTTERY_BET_STATUSES).optional(),
  pageNo,
  pageSize,
});

export const lotteryBetPageSchema = z.object({
  list: z.array(lotteryBetSchema),
  pageNo: z.number(),
  totalPages: z.number(),
  total: z.number(),
});

export const lotteryDrawsQuery = z.object({ gameCode: lotteryGameCode, pageNo, pageSize });
