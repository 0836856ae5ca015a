import { INHOUSE_ERROR_CODES, playValueSchema } from '../../inhouse/api.ts';
import { baccaratDealBody } from '../../inhouse/baccarat-api.ts';
import { contractsOf, memberCall } from '../calls.ts';
import { baccaratEndpoints } from './baccarat.endpoints.ts';

const callTags = { member: ['inhouse'] } as const;

/** /wps/inhouse/baccarat/deal: an instant round like a roulette spin (a retry answers the first result). */
export const baccaratContracts = contractsOf(baccaratEndpoints, callTags, {
  'games.inhouseBaccaratDeal': memberCall(
    'One baccarat coup: every bet on the table settles on the same two hands',
    {
      body: baccaratDealBody,
      response: playValueSchema,
      errors: [...INHOUSE_ERROR_CODES.play, 'INHOUSE_ROUND_NOT_FOUND'],
    },
  ),
}) satisfies Record<keyof typeof baccaratEndpoints, unknown>;
