import { endpoint } from '../endpoint.ts';

/** In-house European roulette: one call spins the wheel once for all the bets on the table. */
export const rouletteEndpoints = {
  'games.inhouseRouletteSpin': endpoint(['POST'], '/wps/inhouse/roulette/spin'),
} as const;
