import type { Db } from '../../../db/kysely.ts';
import { demoLotteryRepository } from './demo-lottery.repository.ts';

type Names = Readonly<Record<'EN' | 'VI' | 'CN' | 'ID' | 'PT' | 'TH' | 'TY', string>>;

const fast = (seconds: number): Names => {
  if (seconds < 60) {
    return {
      EN: `Fast ${seconds} seconds`,
      VI: `Siêu tốc ${seconds} giây`,
      CN: `极速 ${seconds} 秒`,
      ID: `Cepat ${seconds} detik`,
      PT: `Rápida ${seconds} segundos`,
      TH: `ด่วน ${seconds} วินาที`,
      TY: `Mabilis ${seconds} segundo`,
    };
  }
  const m = seconds / 60;
  return {
    EN: `Fast ${m} ${m === 1 ? 'minute' : 'minutes'}`,
    VI: `Siêu tốc ${m} phút`,
    CN: `极速 ${m} 分钟`,
    ID: `Cepat ${m} menit`,
    PT: `Rápida ${m} ${m === 1 ? 'minuto' : 'minutos'}`,
    TH: `ด่วน ${m} นาที`,
    TY: `Mabilis ${m} minuto`,
  };
};

/**
 * The seeded lottery games' names in the bundled languages, by game code. A station's own game
 * keeps the station's name in every language (a place name), so it is not listed.
 */
export const LOTTERY_GAME_NAMES: Readonly<Record<string, Names>> = {
  'vn-mb': {
    EN: 'Northern Lottery',
    VI: 'Xổ Số Miền Bắc',
    CN: '北部彩票',
    ID: 'Lotre Vietnam Utara',
    PT: 'Loteria do Norte',
    TH: 'หวยเวียดนามเหนือ',
    TY: 'Lotto ng Hilaga',
  },
  'vnfast-45s': fast(45),
  'vnfast-1m': fast(60),
  'vnfast-3m': fast(180),
  'vnfast-5m': fast(300),
  keno: { EN: 'Keno', VI: 'Keno', CN: '基诺', ID: 'Keno', PT: 'Keno', TH: 'คีโน', TY: 'Keno' },
};

/** Names the merchant's lottery games in every bundled language; a name already set is kept. */
export async function seedLotteryGameNames(db: Db, merchantId: number): Promise<void> {
  const rows = Object.entries(LOTTERY_GAME_NAMES).flatMap(([code, names]) =>
    Object.entries(names).map(([language, name]) => ({ code, language, name })),
  );
  await demoLotteryRepository(db).addMissingNames(merchantId, rows);
}
