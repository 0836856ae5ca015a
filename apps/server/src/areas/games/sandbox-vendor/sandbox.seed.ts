import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/kysely.ts';
import { seamlessRepository } from '../seamless/seamless.repository.ts';
import { DEMO_STUDIO_VENDORS } from './sandbox.demo-games.ts';
import { SANDBOX_GAMES } from './sandbox.games.ts';
import { type StudioGameNames, seedStudioGame, seedStudioVendor } from './studio-catalog.seed.ts';

/** Catalog code of the sandbox studio. */
export const SANDBOX_VENDOR = 'SANDBOX';
/** After every demo vendor in lanes and lists. */
const SORT = 1000;
const NAMES: Record<string, StudioGameNames> = {
  'coin-flip': { VI: 'Tung Đồng Xu', CN: '抛硬币' },
  'lucky-wheel': { VI: 'Vòng Quay May Mắn', CN: '幸运转盘' },
  'red-black': { VI: 'Đỏ Hay Đen', CN: '红或黑' },
};

/**
 * Puts the sandbox studio in the catalog (RNG games, enabled for the merchant) and gives it a
 * wallet secret. Idempotent: existing rows, including the secret, are kept.
 */
export async function seedSandboxVendor(db: Db, merchantId: number): Promise<{ games: number }> {
  return db.transaction().execute(async (trx) => {
    await seedStudioVendor(trx, merchantId, {
      code: SANDBOX_VENDOR,
      name: 'Sandbox Studio',
      gameType: 'RNG',
      sort: SORT,
    });
    for (const [i, g] of SANDBOX_GAMES.entries()) {
      await seedStudioGame(
        trx,
        {
          vendor: SANDBOX_VENDOR,
          gameType: 'RNG',
          code: g.code,
          name: g.name,
          classify: 'ARCADE',
          minBet: 100n,
          sort: SORT + i,
        },
        NAMES[g.code],
      );
    }
    // The demo catalog's vendors are played by the studio too, each with its own wallet secret.
    for (const vendor of DEMO_STUDIO_VENDORS) {
      await seamlessRepository(trx).upsertVendor(vendor, randomBytes(32).toString('hex'));
    }
    return { games: SANDBOX_GAMES.length };
  });
}
