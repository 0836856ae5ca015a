import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/kysely.ts';
import { importCasinoGames } from '../vendors/pragmatic/pragmatic.catalog.ts';
import { PRAGMATIC } from '../vendors/pragmatic/pragmatic.wallet.ts';
import { PRAGMATIC_SIM_GAMES, PRAGMATIC_SIM_LOGIN, PRAGMATIC_SIM_PROVIDER } from './pragmatic-sim.games.ts';
import { ensureSimulatorConnection } from './simulator-connection.seed.ts';

/**
 * Connects the demo merchant to Pragmatic Play through this server's simulator (no API or game
 * server address: the simulator answers both) and puts the simulator's games in the catalog, as
 * the import would. Idempotent: an existing connection, its secret included, is kept.
 */
export async function seedPragmaticSimulator(db: Db, merchantId: number): Promise<{ games: number }> {
  const connection = await ensureSimulatorConnection(db, merchantId, {
    vendor: { code: PRAGMATIC, name: 'Pragmatic Play', types: ['RNG'], sort: 2000 },
    login: PRAGMATIC_SIM_LOGIN,
    providerId: PRAGMATIC_SIM_PROVIDER,
    secret: () => randomBytes(24).toString('hex'),
  });
  const result = await importCasinoGames(db, connection, PRAGMATIC_SIM_GAMES);
  return { games: result.imported };
}
