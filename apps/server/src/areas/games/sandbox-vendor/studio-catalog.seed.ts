import { randomBytes } from 'node:crypto';
import type { GameType } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { seamlessRepository } from '../seamless/seamless.repository.ts';

/** Names of a studio game in the languages the catalog seeds beside its English name. */
export type StudioGameNames = { VI: string; CN: string };

/**
 * A vendor the sandbox studio plays for: catalog rows, enabled for the merchant, and its own wallet
 * secret. Idempotent: existing rows, including the secret, are kept.
 */
export async function seedStudioVendor(
  trx: Db,
  merchantId: number,
  v: { code: string; name: string; gameType: GameType; isGame?: boolean; sort: number },
) {
  await trx
    .insertInto('game_vendors')
    .values({ code: v.code, name: v.name, account_type_name: v.code, sort: v.sort })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await trx
    .insertInto('game_vendor_types')
    .values({ vendor_code: v.code, game_type: v.gameType, is_game: v.isGame ?? false, sort: v.sort })
    .onConflict((oc) => oc.columns(['vendor_code', 'game_type']).doNothing())
    .execute();
  await trx
    .insertInto('merchant_vendors')
    .values({ merchant_id: merchantId, vendor_code: v.code })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
    .execute();
  await seamlessRepository(trx).upsertVendor(v.code, randomBytes(32).toString('hex'));
}

/** One studio game in the catalog with its translated names; a rerun only refreshes the name. */
export async function seedStudioGame(
  trx: Db,
  g: {
    vendor: string;
    gameType: GameType;
    code: string;
    name: string;
    classify: string;
    minBet: bigint;
    sort: number;
  },
  names: StudioGameNames | undefined,
) {
  const row = await trx
    .insertInto('games')
    .values({
      vendor_code: g.vendor,
      game_type: g.gameType,
      code: g.code,
      name: g.name,
      classify: g.classify,
      is_new: true,
      min_bet: g.minBet,
      sort: g.sort,
    })
    .onConflict((oc) => oc.columns(['vendor_code', 'code']).doUpdateSet({ name: g.name }))
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!names) return;
  await trx
    .insertInto('game_names')
    .values([
      { game_id: row.id, language: 'VI', name: names.VI },
      { game_id: row.id, language: 'CN', name: names.CN },
    ])
    .onConflict((oc) => oc.columns(['game_id', 'language']).doNothing())
    .execute();
}
