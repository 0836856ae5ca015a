import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/kysely.ts';
import { importTables } from '../vendors/evolution/evolution.catalog.ts';
import { EVOLUTION } from '../vendors/evolution/evolution.wallet.ts';
import { vendorCatalogRepository } from '../vendors/vendor-catalog.repository.ts';
import { vendorCredentialsRepository } from '../vendors/vendor-credentials.repository.ts';
import { apiTokenContext, secretContext, vendorSecretCipher } from '../vendors/vendor-secret.cipher.ts';
import {
  EVOLUTION_SIM_BRAND,
  EVOLUTION_SIM_CASINO_KEY,
  EVOLUTION_SIM_TABLES,
} from './evolution-sim.tables.ts';

/**
 * Connects the demo merchant to Evolution through this server's simulator (no API address: the
 * simulator answers) with random wallet and API tokens, and puts the simulator's live tables in
 * the catalog, as the import would. Idempotent: an existing connection, its secrets included, is kept.
 */
export async function seedEvolutionSimulator(db: Db, merchantId: number): Promise<{ games: number }> {
  await vendorCatalogRepository(db).ensureVendor({
    code: EVOLUTION,
    name: 'Evolution',
    merchantId,
    types: ['LIVE'],
    sort: 3000,
  });
  const credentials = vendorCredentialsRepository(db);
  if (!(await credentials.byMerchantId(EVOLUTION, merchantId))) {
    const cipher = vendorSecretCipher();
    await credentials.upsert(
      {
        vendorCode: EVOLUTION,
        merchantId,
        login: EVOLUTION_SIM_CASINO_KEY,
        providerId: EVOLUTION_SIM_BRAND,
        secretSealed: cipher.seal(randomBytes(24).toString('hex'), secretContext(EVOLUTION, merchantId)),
        apiTokenSealed: cipher.seal(randomBytes(16).toString('hex'), apiTokenContext(EVOLUTION, merchantId)),
        apiUrl: null,
        launchUrl: null,
        enabled: true,
      },
      new Date(),
    );
  }
  const row = await credentials.byMerchantId(EVOLUTION, merchantId);
  if (!row) throw new Error('the Evolution connection was not stored');
  const result = await importTables(
    db,
    {
      vendorCode: EVOLUTION,
      merchantId,
      merchantCode: row.merchant_code,
      login: row.login,
      providerId: row.provider_id,
      secret: '',
      apiToken: null,
      apiUrl: null,
      launchUrl: null,
      enabled: row.enabled,
    },
    EVOLUTION_SIM_TABLES.map((t) => ({ id: t.id, name: t.name, gameType: t.gameType })),
  );
  return { games: result.imported };
}
