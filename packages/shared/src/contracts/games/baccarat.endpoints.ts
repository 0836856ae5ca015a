import { endpointTable } from '../endpoint.ts';

/** In-house baccarat (punto banco): one call deals one coup for all the bets on the table. */
export const baccaratEndpoints = endpointTable({
  'games.inhouseBaccaratDeal': 'POST /wps/inhouse/baccarat/deal',
});
