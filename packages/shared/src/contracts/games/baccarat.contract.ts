import { INHOUSE_ERROR_CODES, playValueSchema } from '../../inhouse/api.ts';
import { baccaratDealBody } from '../../inhouse/baccarat-api.ts';
import { defineContract } from '../contract.ts';
import { baccaratEndpoints } from './baccarat.endpoints.ts';

/** /wps/inhouse/baccarat/deal: an instant round like a roulette spin (a retry answers the first result). */
export const baccaratContracts = {
  'games.inhouseBaccaratDeal': defineContract({
    ...baccaratEndpoints['games.inhouseBaccaratDeal'],
    summary: 'One baccarat coup: every bet on the table settles on the same two hands',
    auth: 'member',
    tags: ['inhouse'],
    body: baccaratDealBody,
    response: playValueSchema,
    errors: [...INHOUSE_ERROR_CODES.play, 'INHOUSE_ROUND_NOT_FOUND'],
  }),
} as const satisfies Record<keyof typeof baccaratEndpoints, unknown>;
