import { rouletteSpinBody } from '../../inhouse/roulette-api.ts';
import { contractsOf } from '../calls.ts';
import { rouletteEndpoints } from './roulette.endpoints.ts';
import { roundPlayCall } from './round-play.call.ts';

const callTags = { member: ['inhouse'] } as const;

/** /wps/inhouse/roulette/spin: an instant round like a dice roll (a retry answers the first result). */
export const rouletteContracts = contractsOf(rouletteEndpoints, callTags, {
  'games.inhouseRouletteSpin': roundPlayCall(
    'One roulette spin: every bet on the table settles on the same pocket',
    rouletteSpinBody,
  ),
}) satisfies Record<keyof typeof rouletteEndpoints, unknown>;
