import { z } from 'zod';
import { amount, digitsId, merchantCode, textOrNull } from '../fields.ts';

/**
 * The bet report's last step: one game's settled rounds on one of the brand's days, as the game's
 * figure for that day adds them up (vendor and in-house rounds; lottery lines and Crash bets are
 * counted per draw and per bet, and have no round to list).
 */
export const gameRoundsFilterSchema = z.object({
  merchantCode: merchantCode.optional(),
  /** The game's code, as the bet report's game rows name it. */
  game: z.string().min(1).max(80),
  day: z.iso.date(),
});
export type GameRoundsFilter = z.infer<typeof gameRoundsFilterSchema>;

/** A page of them, newest settlement first; `cursor` is the last row's id of the page before. */
export const gameRoundsQuerySchema = gameRoundsFilterSchema.extend({
  cursor: digitsId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const gameRoundSchema = z.object({
  /** The row's id: the cursor of the next page. */
  id: z.string(),
  /** The vendor's (or in-house game's) own round id. */
  roundId: z.string(),
  vendor: z.string(),
  memberId: z.string(),
  username: z.string(),
  stake: amount,
  payout: amount,
  /** ISO 8601. */
  settledAt: textOrNull,
});
export type GameRound = z.infer<typeof gameRoundSchema>;

export const gameRoundsPageSchema = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  items: z.array(gameRoundSchema),
  nextCursor: textOrNull,
});
