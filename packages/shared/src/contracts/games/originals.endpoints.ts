import { endpoint } from '../endpoint.ts';

/** The in-house originals added beside slot, dice and mines: one call plays one round each. */
export const originalsEndpoints = {
  'games.inhouseLimboPlay': endpoint(['POST'], '/wps/inhouse/limbo/play'),
  'games.inhousePlinkoDrop': endpoint(['POST'], '/wps/inhouse/plinko/drop'),
} as const;
