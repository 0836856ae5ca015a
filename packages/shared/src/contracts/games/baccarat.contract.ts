import { baccaratDealBody } from '../../inhouse/baccarat-api.ts';
import { contractsOf } from '../calls.ts';
import { baccaratEndpoints } from './baccarat.endpoints.ts';
import { roundPlayCall } from './round-play.call.ts';

const callTags = { member: ['inhouse'] } as const;

/** /wps/inhouse/baccarat/deal: an instant round like a roulette spin (a retry answers the first result). */
export const baccaratContracts = contractsOf(baccaratEndpoints, callTags, {
  'games.inhouseBaccaratDeal': roundPlayCall(
    'One baccarat coup: every bet on the table settles on the same two hands',
    baccaratDealBody,
  ),
}) satisfies Record<keyof typeof baccaratEndpoints, unknown>;
