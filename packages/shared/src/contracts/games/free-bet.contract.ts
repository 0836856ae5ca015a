import { z } from 'zod';
import { diceTarget, INHOUSE_ERROR_CODES, playValueSchema, requestIdSchema } from '../../inhouse/api.ts';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '../../inhouse/limbo.ts';
import { contractsOf, memberCall } from '../calls.ts';
import { freeBetEndpoints } from './free-bet.endpoints.ts';

const grantId = z.string().regex(/^\d{1,18}$/, 'Invalid free bet');

/** The game and its bet; the stake is always the whole free-bet credit. */
export const freeBetPlayBody = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('dice'),
    requestId: requestIdSchema,
    grantId,
    direction: z.enum(['under', 'over']),
    target: diceTarget,
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

const callTags = { member: ['inhouse'] } as const;

export const freeBetContracts = contractsOf(freeBetEndpoints, callTags, {
  'games.inhouseFreeBetPlay': memberCall(
    'One dice roll, Limbo round or slot spin staked with a free-bet credit, once per credit; the win goes to the bonus balance under the free bet’s wagering (to cash when it has none)',
    {
      body: freeBetPlayBody,
      response: playValueSchema,
      errors: [
        ...INHOUSE_ERROR_CODES.play,
        ...INHOUSE_ERROR_CODES.dice,
        'BONUS_FREE_BET_UNAVAILABLE',
        'BONUS_FREE_BET_GAME',
      ],
    },
  ),
}) satisfies Record<keyof typeof freeBetEndpoints, unknown>;
