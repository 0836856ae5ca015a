import { z } from 'zod';
import { int, textOrNull } from '../fields.ts';

/** A calendar day (UTC) or an instant with its offset. */
const moment = z.union([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  z.iso.datetime({ offset: true }),
]);

export const BETTING_RECORD_PAGE_SIZE = 20;
export const BETTING_RECORD_MAX_PAGE_SIZE = 100;
/** The longest window one query may cover. */
export const BETTING_RECORD_MAX_DAYS = 92;
/** Without beginTime, the window starts this many days before endTime. */
export const BETTING_RECORD_DEFAULT_DAYS = 7;

export const ROUND_STATUSES = ['open', 'settled', 'void'] as const;

/** The verification views of our own games: a round of the in-house games, or of crash. */
export const FAIR_ROUND_GAMES = ['inhouse', 'crash'] as const;

export const bettingRecordQuerySchema = z.object({
  beginTime: moment.optional(),
  endTime: moment.optional(),
  vassalage: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
  status: z.enum(ROUND_STATUSES).optional(),
  language: z
    .string()
    .regex(/^[A-Za-z]{2,8}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(BETTING_RECORD_MAX_PAGE_SIZE)
    .default(BETTING_RECORD_PAGE_SIZE),
});

export type BettingRecordQuery = z.output<typeof bettingRecordQuerySchema>;

/** Our own lottery's line in the record: draw, numbers, odds as accepted, result and hits. */
export const bettingRecordLotteryLineSchema = z.object({
  // Read through the record's union of rounds and lines, so the columns are nullable there.
  drawNumero: textOrNull,
  kind: textOrNull,
  betType: textOrNull,
  numbers: z.array(z.string()),
  /** Multiplier as stored on the line when it was accepted (e.g. '95', '1.95'). */
  odds: textOrNull,
  /** The draw's winning numbers, once settled. */
  result: textOrNull,
  hits: z.number().int().nullable(),
});

export const betRecordSchema = z.object({
  id: z.string(),
  roundId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameId: int,
  gameName: z.string(),
  gameType: z.string(),
  stake: z.string(),
  win: z.string(),
  profit: z.string(),
  status: z.enum(ROUND_STATUSES),
  betTime: z.string(),
  settleTime: textOrNull,
  lottery: bettingRecordLotteryLineSchema.nullable(),
  /**
   * Whether the round has a detail view: the verification of one of our own (provably fair) rounds
   * once settled (`verify`), or the vendor's page of it, whose link is asked for apart
   * (rounds.detailLink), since making it can take a call to the vendor.
   */
  roundDetail: z.boolean(),
  /**
   * The settled in-house round the site verifies this row by: `inhouse` opens the round
   * (games.inhouseRound), `crash` the crash round (games.inhouseCrashRound). Null for any other row.
   */
  verify: z.object({ game: z.enum(FAIR_ROUND_GAMES), roundId: z.string() }).nullable(),
});

export const betRecordPageSchema = z.object({
  content: z.array(betRecordSchema),
  pageNo: int,
  pageSize: int,
  total: int,
  totalPages: int,
  summary: z.object({ stake: z.string(), win: z.string(), profit: z.string() }),
  /** Vendors with rounds in the window, whatever vendor is chosen: the picker's choices. */
  vendors: z.array(z.object({ vassalage: z.string(), name: z.string() })),
  /** The window the page covers (ISO instants; the end is exclusive). */
  beginTime: z.string(),
  endTime: z.string(),
});
