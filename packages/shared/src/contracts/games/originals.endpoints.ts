import { endpointTable } from '../endpoint.ts';

/** The in-house originals added beside slot, dice and mines: one call plays one round each. */
export const originalsEndpoints = endpointTable({
  'games.inhouseLimboPlay': 'POST /wps/inhouse/limbo/play',
  'games.inhousePlinkoDrop': 'POST /wps/inhouse/plinko/drop',
});
