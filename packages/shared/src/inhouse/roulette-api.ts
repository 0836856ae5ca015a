import { z } from 'zod';
import { amountSchema, requestIdSchema } from './api.ts';
import {
  isValidRouletteSelection,
  ROULETTE_EVEN_TYPES,
  ROULETTE_INSIDE_TYPES,
  ROULETTE_MAX_BETS,
  ROULETTE_THIRD_TYPES,
  type RouletteBet,
  sortedNumbers,
} from './roulette.ts';

/** A chip on the table: more than nothing, in minor units after parsing. */
const chip = amountSchema.refine((v) => v > 0n, 'Each bet needs a stake above zero');

const rouletteBetSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.enum(ROULETTE_INSIDE_TYPES),
      numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6),
      stake: chip,
    }),
    z.object({
      type: z.enum(ROULETTE_THIRD_TYPES),
      index: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      stake: chip,
    }),
    z.object({ type: z.enum(ROULETTE_EVEN_TYPES), stake: chip }),
  ])
  .refine(isValidRouletteSelection, 'Not a bet on the table layout')
  .transform((b): RouletteBet => ('numbers' in b ? { ...b, numbers: sortedNumbers(b.numbers) } : b));

/** One spin: up to 20 bets; their total goes through the in-house stake limits. */
export const rouletteSpinBody = z.object({
  requestId: requestIdSchema,
  bets: z
    .array(rouletteBetSchema)
    .min(1, 'Place at least one bet')
    .max(ROULETTE_MAX_BETS, `At most ${ROULETTE_MAX_BETS} bets per spin`),
});

/** A spin's bets as the browser sends them (stakes as decimal strings). */
export type RouletteWireBet = z.input<typeof rouletteSpinBody>['bets'][number];
