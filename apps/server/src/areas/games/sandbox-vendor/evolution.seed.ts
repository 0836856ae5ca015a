import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/kysely.ts';
import { importTables } from '../vendors/evolution/evolution.catalog.ts';
import { EVOLUTION } from '../vendors/evolution/evolution.wallet.ts';
import {
  EVOLUTION_SIM_BRAND,
  EVOLUTION_SIM_CASINO_KEY,
  EVOLUTION_SIM_TABLES,
} from './evolution-sim.tables.ts';
import { ensureSimulatorConnection } from './simulator-connection.seed.ts';

/**
 * Connects the demo merchant to Evolution through this server's simulator (no API address: the
 * simulator answers) with random wallet and API tokens, and puts the simulator's live tables in
 * the catalog, as the import would. Idempotent: an existing connection, its secrets included, is kept.
 */
export async function seedEvolutionSimulator(db: Db, merchantId: number): Promise<{ games: number }> {
  const connection = await ensureSimulatorConnection(db, merchantId, {
    vendor: { code: EVOLUTION, name: 'Evolution', types: ['LIVE'], sort: 3000 },
    login: EVOLUTION_SIM_CASINO_KEY,
    providerId: EVOLUTION_SIM_BRAND,
    secret: () => randomBytes(24).toString('hex'),
    apiToken: () => randomBytes(16).toString('hex'),
  });
  const result = await importTables(
    db,
    connection,
    EVOLUTION_SIM_TABLES.map((t) => ({ id: t.id, name: t.name, gameType: t.gameType })),
  );
  return { games: result.imported };
}
