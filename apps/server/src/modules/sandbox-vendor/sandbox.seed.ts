import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/kysely.ts';
import { seamlessRepository } from '../seamless/seamless.repository.ts';
import { SANDBOX_GAMES } from './sandbox.games.ts';

/** Catalog code of the sandbox studio. */
export const SANDBOX_VENDOR = 'SANDBOX';
/** After every demo vendor in lanes and lists. */
const SORT = 1000;
const NAMES: Record<string, { VI: string; CN: string }> = {
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
    await trx
      .insertInto('game_vendors')
      .values({ code: SANDBOX_VENDOR, name: 'Sandbox Studio', account_type_name: SANDBOX_VENDOR, sort: SORT })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx
      .insertInto('game_vendor_types')
      .values({ vendor_code: SANDBOX_VENDOR, game_type: 'RNG', sort: SORT })
      .onConflict((oc) => oc.columns(['vendor_code', 'game_type']).doNothing())
      .execute();
    for (const [i, g] of SANDBOX_GAMES.entries()) {
      const row = await trx
        .insertInto('games')
        .values({
          vendor_code: SANDBOX_VENDOR,
          game_type: 'RNG',
          code: g.code,
          name: g.name,
          classify: 'ARCADE',
          is_new: true,
          min_bet: 100n,
          sort: SORT + i,
        })
        .onConflict((oc) => oc.columns(['vendor_code', 'code']).doUpdateSet({ name: g.name }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const names = NAMES[g.code];
      if (names) {
        await trx
          .insertInto('game_names')
          .values([
            { game_id: row.id, language: 'VI', name: names.VI },
            { game_id: row.id, language: 'CN', name: names.CN },
          ])
          .onConflict((oc) => oc.columns(['game_id', 'language']).doNothing())
          .execute();
      }
    }
    await trx
      .insertInto('merchant_vendors')
      .values({ merchant_id: merchantId, vendor_code: SANDBOX_VENDOR })
      .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
      .execute();
    await seamlessRepository(trx).upsertVendor(SANDBOX_VENDOR, randomBytes(32).toString('hex'));
    return { games: SANDBOX_GAMES.length };
  });
}
