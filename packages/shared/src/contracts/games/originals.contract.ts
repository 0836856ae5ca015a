import { INHOUSE_ERROR_CODES, limboPlayBody, playValueSchema, plinkoDropBody } from '../../inhouse/api.ts';
import { contractsOf, memberCall } from '../calls.ts';
import { originalsEndpoints } from './originals.endpoints.ts';

const e = INHOUSE_ERROR_CODES;

const callTags = { member: ['inhouse'] } as const;

/**
 * /wps/inhouse/limbo and /plinko: instant rounds of the in-house games for real members, played
 * like a dice roll (client request id, so a retry answers the first result).
 */
export const originalsContracts = contractsOf(originalsEndpoints, callTags, {
  'games.inhouseLimboPlay': memberCall(
    'One Limbo round: wins stake × target when the result reaches the target',
    { body: limboPlayBody, response: playValueSchema, errors: [...e.play, 'INHOUSE_ROUND_NOT_FOUND'] },
  ),
  'games.inhousePlinkoDrop': memberCall('One Plinko ball: pays the multiplier of the slot it lands in', {
    body: plinkoDropBody,
    response: playValueSchema,
    errors: [...e.play, 'INHOUSE_ROUND_NOT_FOUND'],
  }),
}) satisfies Record<keyof typeof originalsEndpoints, unknown>;
