import { INHOUSE_ERROR_CODES, limboPlayBody, playValueSchema, plinkoDropBody } from '../../inhouse/api.ts';
import { defineContract } from '../contract.ts';
import { originalsEndpoints } from './originals.endpoints.ts';

const tags = ['inhouse'] as const;
const e = INHOUSE_ERROR_CODES;

/**
 * /wps/inhouse/limbo and /plinko: instant rounds of the in-house games for real members, played
 * like a dice roll (client request id, so a retry answers the first result).
 */
export const originalsContracts = {
  'games.inhouseLimboPlay': defineContract({
    ...originalsEndpoints['games.inhouseLimboPlay'],
    summary: 'One Limbo round: wins stake × target when the result reaches the target',
    auth: 'member',
    tags,
    body: limboPlayBody,
    response: playValueSchema,
    errors: [...e.play, 'INHOUSE_ROUND_NOT_FOUND'],
  }),
  'games.inhousePlinkoDrop': defineContract({
    ...originalsEndpoints['games.inhousePlinkoDrop'],
    summary: 'One Plinko ball: pays the multiplier of the slot it lands in',
    auth: 'member',
    tags,
    body: plinkoDropBody,
    response: playValueSchema,
    errors: [...e.play, 'INHOUSE_ROUND_NOT_FOUND'],
  }),
} as const satisfies Record<keyof typeof originalsEndpoints, unknown>;
