import { z } from 'zod';
import { INHOUSE_ERROR_CODES, playValueSchema, requestIdSchema } from '../../inhouse/api.ts';
import { DICE_OUTCOMES } from '../../inhouse/dice.ts';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '../../inhouse/limbo.ts';
import { defineContract } from '../contract.ts';
import { freeBetEndpoints } from './free-bet.endpoints.ts';

const grantId = z.string().regex(/^\d{1,18}$/, 'Invalid free bet');

/** The game and its bet; the stake is always the whole free-bet credit. */
export const freeBetPlayBody = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('dice'),
    requestId: requestIdSchema,
    grantId,
    direction: z.enum(['under', 'over']),
    target: z
      .number()
      .int()
      .min(0)
      .max(DICE_OUTCOMES - 1),
  }),
  z.object({
    game: z.literal('limbo'),
    requestId: requestIdSchema,
    grantId,
    target: z.number().int().min(LIMBO_MIN_TARGET).max(LIMBO_MAX_TARGET),
  }),
  z.object({ game: z.literal('slot'), requestId: requestIdSchema, grantId }),
]);
export type FreeBetPlayBody = z.infer<typeof freeBetPlayBody>;

export const freeBetContracts = {
  'games.inhouseFreeBetPlay': defineContract({
    ...freeBetEndpoints['games.inhouseFreeBetPlay'],
    summary:
      'One dice roll, Limbo round or slot spin staked with a free-bet credit, once per credit; the win goes to the bonus balance under the free bet’s wagering (to cash when it has none)',
    auth: 'member',
    tags: ['inhouse'],
    body: freeBetPlayBody,
    response: playValueSchema,
    errors: [
      ...INHOUSE_ERROR_CODES.play,
      ...INHOUSE_ERROR_CODES.dice,
      'BONUS_FREE_BET_UNAVAILABLE',
      'BONUS_FREE_BET_GAME',
    ],
  }),
} as const satisfies Record<keyof typeof freeBetEndpoints, unknown>;
