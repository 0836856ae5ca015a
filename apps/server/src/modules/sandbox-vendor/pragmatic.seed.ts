import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/kysely.ts';
import { importCasinoGames } from '../vendors/pragmatic/pragmatic.catalog.ts';
import { PRAGMATIC } from '../vendors/pragmatic/pragmatic.wallet.ts';
import { vendorCatalogRepository } from '../vendors/vendor-catalog.repository.ts';
import { vendorCredentialsRepository } from '../vendors/vendor-credentials.repository.ts';
import { secretContext, vendorSecretCipher } from '../vendors/vendor-secret.cipher.ts';
import { PRAGMATIC_SIM_GAMES, PRAGMATIC_SIM_LOGIN, PRAGMATIC_SIM_PROVIDER } from './pragmatic-sim.games.ts';

/**
 * Connects the demo merchant to Pragmatic Play through this server's simulator (no API or game
 * server address: the simulator answers both) and puts the simulator's games in the catalog, as
 * the import would. Idempotent: an existing connection, its secret included, is kept.
 */
export async function seedPragmaticSimulator(db: Db, merchantId: number): Promise<{ games: number }> {
  await vendorCatalogRepository(db).ensureVendor({
    code: PRAGMATIC,
    name: 'Pragmatic Play',
    merchantId,
    types: ['RNG'],
    sort: 2000,
  });
  const credentials = vendorCredentialsRepository(db);
  if (!(await credentials.byMerchantId(PRAGMATIC, merchantId))) {
    await credentials.upsert(
      {
        vendorCode: PRAGMATIC,
        merchantId,
        login: PRAGMATIC_SIM_LOGIN,
        providerId: PRAGMATIC_SIM_PROVIDER,
        secretSealed: vendorSecretCipher().seal(
          randomBytes(24).toString('hex'),
          secretContext(PRAGMATIC, merchantId),
        ),
        apiTokenSealed: null,
        apiUrl: null,
        launchUrl: null,
        enabled: true,
      },
      new Date(),
    );
  }
  const row = await credentials.byMerchantId(PRAGMATIC, merchantId);
  if (!row) throw new Error('the Pragmatic connection was not stored');
  const result = await importCasinoGames(
    db,
    {
      vendorCode: PRAGMATIC,
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
    PRAGMATIC_SIM_GAMES,
  );
  return { games: result.imported };
}
