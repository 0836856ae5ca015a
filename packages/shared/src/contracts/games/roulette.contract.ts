import { INHOUSE_ERROR_CODES, playValueSchema } from '../../inhouse/api.ts';
import { rouletteSpinBody } from '../../inhouse/roulette-api.ts';
import { contractsOf, memberCall } from '../calls.ts';
import { rouletteEndpoints } from './roulette.endpoints.ts';

const callTags = { member: ['inhouse'] } as const;

/** /wps/inhouse/roulette/spin: an instant round like a dice roll (a retry answers the first result). */
export const rouletteContracts = contractsOf(rouletteEndpoints, callTags, {
  'games.inhouseRouletteSpin': memberCall(
    'One roulette spin: every bet on the table settles on the same pocket',
    {
      body: rouletteSpinBody,
      response: playValueSchema,
      errors: [...INHOUSE_ERROR_CODES.play, 'INHOUSE_ROUND_NOT_FOUND'],
    },
  ),
}) satisfies Record<keyof typeof rouletteEndpoints, unknown>;
