import { endpointTable } from '../endpoint.ts';

/** In-house European roulette: one call spins the wheel once for all the bets on the table. */
export const rouletteEndpoints = endpointTable({
  'games.inhouseRouletteSpin': 'POST /wps/inhouse/roulette/spin',
});
