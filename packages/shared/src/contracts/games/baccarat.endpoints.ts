import { endpoint } from '../endpoint.ts';

/** In-house baccarat (punto banco): one call deals one coup for all the bets on the table. */
export const baccaratEndpoints = {
  'games.inhouseBaccaratDeal': endpoint(['POST'], '/wps/inhouse/baccarat/deal'),
} as const;
