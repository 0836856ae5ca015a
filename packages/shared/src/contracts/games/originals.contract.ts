import { limboPlayBody, plinkoDropBody } from '../../inhouse/api.ts';
import { contractsOf } from '../calls.ts';
import { originalsEndpoints } from './originals.endpoints.ts';
import { roundPlayCall } from './round-play.call.ts';

const callTags = { member: ['inhouse'] } as const;

/**
 * /wps/inhouse/limbo and /plinko: instant rounds of the in-house games for real members, played
 * like a dice roll (client request id, so a retry answers the first result).
 */
export const originalsContracts = contractsOf(originalsEndpoints, callTags, {
  'games.inhouseLimboPlay': roundPlayCall(
    'One Limbo round: wins stake × target when the result reaches the target',
    limboPlayBody,
  ),
  'games.inhousePlinkoDrop': roundPlayCall(
    'One Plinko ball: pays the multiplier of the slot it lands in',
    plinkoDropBody,
  ),
}) satisfies Record<keyof typeof originalsEndpoints, unknown>;
