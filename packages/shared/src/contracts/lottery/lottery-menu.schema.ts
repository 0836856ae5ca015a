import { z } from 'zod';
import { RECENT_LOTTERIES } from '../../constants.ts';
import { KENO_BET_TYPES } from '../../lottery/keno/bet-types.ts';
import { VN_BET_TYPES } from '../../lottery/vn/bet-types.ts';
import { VN_REGIONS } from '../../lottery/vn/structure.ts';
import { textOrNull } from '../fields.ts';

/** Tabs in the order the lobby shows them. */
export const LOTTERY_TAGS = ['MB', 'MT', 'MN', 'FAST', 'KENO'] as const;
export const LOTTERY_KINDS = ['vn', 'vnfast', 'keno'] as const;
export const LOTTERY_DRAW_STATUSES = [
  'scheduled',
  'open',
  'locked',
  'drawn',
  'settled',
  'cancelled',
] as const;

export const lotteryGameCode = z.string().trim().min(1).max(40);

/** What every menu call takes (GET query or POST body); only `tag` and `language` change the answer. */
export const lotteryMenuQuery = z.object({
  prizeMode: z.string().trim().max(16).optional(),
  device: z.string().trim().max(16).optional(),
  language: z.string().trim().max(8).optional(),
  tag: z.enum(LOTTERY_TAGS).optional(),
});
export const lotteryRecentQuery = lotteryMenuQuery.extend({
  recentCount: z.coerce.number().int().min(1).max(RECENT_LOTTERIES).default(RECENT_LOTTERIES),
});
export const lotteryPopularQuery = lotteryMenuQuery.extend({
  count: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * §3 lottery menu item. The merchant's own games carry region, kind and draw interval; a
 * third-party vendor's item carries the node a launch names and has no draws (times 0).
 */
export const lotteryMenuItemSchema = z.object({
  gameId: z.number(),
  nodeId: z.number().optional(),
  code: z.string(),
  gameCode: z.string(),
  remark: z.string(),
  labelName: z.string(),
  defaultPlayType: z.string(),
  accountTypeName: z.string(),
  vendor: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  isGame: z.string(),
  webIconUrl: z.string(),
  tag: z.array(z.string()),
  /** ms from the answer to the current draw. */
  remainTime: z.number(),
  /** Seconds between lock and draw. */
  lockTime: z.number(),
  /** The current draw's time (epoch ms); the web replaces it with the time on its own clock. */
  fewinTime: z.number().nullable(),
  isSale: z.boolean(),
  numero: textOrNull,
  drawId: z.number().nullable(),
  seedHash: textOrNull,
  previousNumero: textOrNull,
  previousWinningNumber: z.string(),
  previousWinningTime: z.number().nullable(),
  drawDayOfWeek: z.string(),
  gameMenuSort: z.number(),
  region: z.enum(VN_REGIONS).optional(),
  kind: z.enum(LOTTERY_KINDS).optional(),
  interval: z.number().nullable().optional(),
});

export const lotteryMenusSchema = z.object({
  tags: z.array(z.string()),
  list: z.array(lotteryMenuItemSchema),
});
export const lotteryMenuListSchema = z.object({ list: z.array(lotteryMenuItemSchema) });

const rateSchema = z.object({ pay: z.number(), per: z.number() });

/** A bet type of the betting page with the merchant's rate (VN) or the paytable (keno). */
export const lotteryBetTypeSchema = z.object({
  betType: z.enum([...VN_BET_TYPES, ...KENO_BET_TYPES]),
  digits: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  combination: z.boolean().optional(),
  pay: z.number().optional(),
  per: z.number().optional(),
  /** Lô trượt: the rate by how many numbers must all miss. */
  rates: z.record(z.string(), rateSchema).optional(),
  /** Keno spots: the numbers drawn from. */
  pool: z.number().optional(),
  /** Keno spots: total return in tenths of the stake, by spots then hits. */
  paytable: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  /** Keno side bets: total return in hundredths of the stake. */
  winHundredths: z.number().optional(),
});

/** The current draw of the betting page. */
export const lotteryCurrentDrawSchema = z.object({
  drawId: z.number(),
  numero: textOrNull,
  status: z.enum(LOTTERY_DRAW_STATUSES).nullable(),
  openAt: textOrNull,
  lockAt: textOrNull,
  drawAt: textOrNull,
  isSale: z.boolean(),
  seedHash: textOrNull,
});

/** What the betting page needs: the menu item, current draw, bet types, odds and stake limits. */
export const lotteryGameDetailSchema = z.object({
  game: lotteryMenuItemSchema.nullable(),
  draw: lotteryCurrentDrawSchema.nullable(),
  betTypes: z.array(lotteryBetTypeSchema),
  minStake: z.string(),
  maxStake: z.string(),
});
export const lotteryGameParams = z.object({ gameCode: lotteryGameCode });
