import { INHOUSE_ERROR_CODES, playValueSchema } from '../../inhouse/api.ts';
import { rouletteSpinBody } from '../../inhouse/roulette-api.ts';
import { defineContract } from '../contract.ts';
import { rouletteEndpoints } from './roulette.endpoints.ts';

/** /wps/inhouse/roulette/spin: an instant round like a dice roll (a retry answers the first result). */
export const rouletteContracts = {
  'games.inhouseRouletteSpin': defineContract({
    ...rouletteEndpoints['games.inhouseRouletteSpin'],
    summary: 'One roulette spin: every bet on the table settles on the same pocket',
    auth: 'member',
    tags: ['inhouse'],
    body: rouletteSpinBody,
    response: playValueSchema,
    errors: [...INHOUSE_ERROR_CODES.play, 'INHOUSE_ROUND_NOT_FOUND'],
  }),
} as const satisfies Record<keyof typeof rouletteEndpoints, unknown>;
