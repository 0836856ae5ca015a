import type { Db } from '../../../db/kysely.ts';
import { HOSTED_LOTTERY_GAMES, SEA_LOTTERY_VENDOR, SUNDIAL_LOTTO_VENDOR } from './sandbox.lottery-games.ts';
import { type StudioGameNames, seedStudioGame, seedStudioVendor } from './studio-catalog.seed.ts';

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

const NAMES: Record<string, StudioGameNames> = {
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
      await seedStudioVendor(trx, merchantId, {
        code: v.code,
        name: v.name,
        gameType: 'LOTT',
        isGame: v.singleGame,
        sort: SORT + i,
      });
    }
    for (const [i, g] of HOSTED_LOTTERY_GAMES.entries()) {
      await seedStudioGame(
        trx,
        { ...g, gameType: 'LOTT', classify: 'LOTTO', minBet: MIN_BET, sort: i * 10 },
        NAMES[g.code],
      );
    }
    return { games: HOSTED_LOTTERY_GAMES.length };
  });
}
