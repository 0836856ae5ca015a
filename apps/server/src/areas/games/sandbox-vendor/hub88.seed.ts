import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '../../../db/kysely.ts';
import { importHub88Games } from '../vendors/hub88/hub88.catalog.ts';
import { hub88Secret } from '../vendors/hub88/hub88.signature.ts';
import { HUB88 } from '../vendors/hub88/hub88.wallet.ts';
import { HUB88_SIM_GAMES, HUB88_SIM_OPERATOR_ID, HUB88_SIM_SUB_PARTNER } from './hub88-sim.games.ts';
import { HUB88_SIM_PUBLIC_PEM } from './hub88-sim.key.ts';
import { ensureSimulatorConnection } from './simulator-connection.seed.ts';

/** A fresh RSA key pair for the merchant's side of the connection, as an operator would make one. */
function operatorPrivatePem(): string {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return privateKey;
}

/**
 * Connects the demo merchant to Hub88 through this server's simulator (no API address: the
 * simulator answers) with a key pair of its own and the simulator's public key, and puts the
 * simulator's games in the catalog, as the import would. Idempotent: an existing connection, its
 * keys included, is kept.
 */
export async function seedHub88Simulator(db: Db, merchantId: number): Promise<{ games: number }> {
  const connection = await ensureSimulatorConnection(db, merchantId, {
    vendor: { code: HUB88, name: 'Hub88', types: ['RNG'], sort: 2100 },
    login: HUB88_SIM_OPERATOR_ID,
    providerId: HUB88_SIM_SUB_PARTNER,
    secret: () => hub88Secret(operatorPrivatePem(), HUB88_SIM_PUBLIC_PEM),
  });
  const result = await importHub88Games(db, connection, HUB88_SIM_GAMES);
  return { games: result.imported };
}
