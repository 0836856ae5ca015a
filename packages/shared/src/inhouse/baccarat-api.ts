import { z } from 'zod';
import { amountSchema, requestIdSchema } from './api.ts';
import { BACCARAT_SPOTS, type BaccaratBet, sortBaccaratBets } from './baccarat.ts';

const chip = amountSchema.refine((v) => v > 0n, 'Each bet needs a stake above zero');

/** One coup: a stake on up to five spots, each spot once; their total goes through the stake limits. */
export const baccaratDealBody = z.object({
  requestId: requestIdSchema,
  bets: z
    .array(z.object({ spot: z.enum(BACCARAT_SPOTS), stake: chip }))
    .min(1, 'Place at least one bet')
    .max(BACCARAT_SPOTS.length)
    .refine((bets) => new Set(bets.map((b) => b.spot)).size === bets.length, 'One bet per spot')
    .transform((bets): BaccaratBet[] => sortBaccaratBets(bets)),
});
