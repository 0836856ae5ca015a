import { randomBytes } from 'node:crypto';
import {
  HOSTED_LOTTERY_GAMES,
  SEA_LOTTERY_VENDOR,
  SUNDIAL_LOTTO_VENDOR,
} from '../../modules/sandbox-vendor/sandbox.lottery-games.ts';
import { seamlessRepository } from '../../modules/seamless/seamless.repository.ts';
import type { Db } from '../kysely.ts';

interface LotteryVendorSeed {
  code: string;
  name: string;
  /** The card (and lottery menu item) opens its one game instead of listing the vendor's games. */
  singleGame: boolean;
}

const VENDORS: LotteryVendorSeed[] = [
  { code: SEA_LOTTERY_VENDOR, name: 'SEA Lottery', singleGame: true },
  { code: SUNDIAL_LOTTO_VENDOR, name: 'Sundial Lotto', singleGame: false },
];

const NAMES: Record<string, { VI: string; CN: string }> = {
  'sea-4d-last-digit': { VI: 'Số Cuối 4D Đông Nam Á', CN: '东南亚4D尾数' },
  'sdl-pick-digit': { VI: 'Chọn Một Số', CN: '选一个数字' },
  'sdl-big-small': { VI: 'Tài Xỉu 99', CN: '大小 99' },
  'sdl-colour-ball': { VI: 'Bóng Màu', CN: '彩色球' },
};

/** After the demo lottery vendors in lanes and lists, before the sandbox studio's own games. */
const SORT = 900;
const MIN_BET = 100n;

/**
 * Third-party lottery vendors whose games the sandbox studio runs: the SEA lottery (one game) and
 * a vendor with several games. Each gets its own wallet secret, so its rounds move money between
 * the member and that vendor's clearing account. Idempotent: existing rows and secrets are kept.
 */
export async function seedThirdPartyLottery(db: Db, merchantId: number): Promise<{ games: number }> {
  return db.transaction().execute(async (trx) => {
    for (const [i, v] of VENDORS.entries()) {
      await trx
        .insertInto('game_vendors')
        .values({ code: v.code, name: v.name, account_type_name: v.code, sort: SORT + i })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      await trx
        .insertInto('game_vendor_types')
        .values({ vendor_code: v.code, game_type: 'LOTT', is_game: v.singleGame, sort: SORT + i })
        .onConflict((oc) => oc.columns(['vendor_code', 'game_type']).doNothing())
        .execute();
      await trx
        .insertInto('merchant_vendors')
        .values({ merchant_id: merchantId, vendor_code: v.code })
        .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
        .execute();
      await seamlessRepository(trx).upsertVendor(v.code, randomBytes(32).toString('hex'));
    }
    for (const [i, g] of HOSTED_LOTTERY_GAMES.entries()) {
      const row = await trx
        .insertInto('games')
        .values({
          vendor_code: g.vendor,
          game_type: 'LOTT',
          code: g.code,
          name: g.name,
          classify: 'LOTTO',
          is_new: true,
          min_bet: MIN_BET,
          sort: i * 10,
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
    return { games: HOSTED_LOTTERY_GAMES.length };
  });
}
