import { createHash } from 'node:crypto';
import type { Db } from '../../../db/kysely.ts';
import { DEMO_MONEY } from '../../../platform/demo-amounts.ts';
import { pointsRepository } from './points.repository.ts';
import { builtinKey, REWARD_ARTS, type RewardArt, rewardSvg } from './reward-art.ts';

/** Stable ids so a second seed finds the first one's images. */
const imageId = (merchantId: number, art: RewardArt) => {
  const h = createHash('sha256').update(`point-image:${merchantId}:${art}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

const DEMO_REWARDS: Array<{ art: RewardArt; points: number; stock: number; names: Record<string, string> }> =
  [
    {
      art: 'coffee',
      points: 300,
      stock: 500,
      names: {
        EN: 'Coffee voucher',
        CN: '咖啡兑换券',
        ID: 'Voucher kopi',
        PT: 'Vale café',
        TH: 'บัตรกำนัลกาแฟ',
        VI: 'Phiếu cà phê',
        TY: 'Coffee voucher',
      },
    },
    {
      art: 'voucher',
      points: 1000,
      stock: 200,
      names: {
        EN: 'Shopping voucher 50',
        CN: '50元购物券',
        ID: 'Voucher belanja 50',
        PT: 'Vale compras 50',
        TH: 'บัตรกำนัลช้อปปิ้ง 50',
        VI: 'Phiếu mua sắm 50',
        TY: 'Shopping voucher 50',
      },
    },
    {
      art: 'powerbank',
      points: 2500,
      stock: 60,
      names: {
        EN: '10,000 mAh power bank',
        CN: '10000毫安充电宝',
        ID: 'Power bank 10,000 mAh',
        PT: 'Carregador portátil 10,000 mAh',
        TH: 'พาวเวอร์แบงก์ 10,000 mAh',
        VI: 'Sạc dự phòng 10,000 mAh',
        TY: '10,000 mAh power bank',
      },
    },
    {
      art: 'mouse',
      points: 4000,
      stock: 40,
      names: {
        EN: 'Wireless gaming mouse',
        CN: '无线游戏鼠标',
        ID: 'Mouse gaming nirkabel',
        PT: 'Mouse gamer sem fio',
        TH: 'เมาส์เกมมิ่งไร้สาย',
        VI: 'Chuột chơi game không dây',
        TY: 'Wireless gaming mouse',
      },
    },
    {
      art: 'earbuds',
      points: 8000,
      stock: 25,
      names: {
        EN: 'Wireless earbuds',
        CN: '无线蓝牙耳机',
        ID: 'Earbud nirkabel',
        PT: 'Fones sem fio',
        TH: 'หูฟังไร้สาย',
        VI: 'Tai nghe không dây',
        TY: 'Wireless earbuds',
      },
    },
    {
      art: 'watch',
      points: 20000,
      stock: 10,
      names: {
        EN: 'Smart watch',
        CN: '智能手表',
        ID: 'Jam tangan pintar',
        PT: 'Relógio inteligente',
        TH: 'สมาร์ทวอทช์',
        VI: 'Đồng hồ thông minh',
        TY: 'Smart watch',
      },
    },
  ];

/**
 * The demo brand's points: open, at its currency's rate (VND: 1,000.00 of valid bet a point, 100
 * points = 500.00 cash, at least 100),
 * six rewards with drawn pictures, and a welcome balance for the demo player. Runs once: a brand
 * that already has its rules keeps them and its rewards.
 */
export async function seedDemoPoints(
  db: Db,
  merchantId: number,
  memberId: bigint,
): Promise<{ created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('point_configs')
      .values({
        merchant_id: merchantId,
        enabled: true,
        bet_per_point: DEMO_MONEY.points.betPerPoint,
        convert_points: BigInt(DEMO_MONEY.points.convertPoints),
        convert_amount: DEMO_MONEY.points.convertAmount,
        min_convert: BigInt(DEMO_MONEY.points.minConvert),
      })
      .onConflict((oc) => oc.column('merchant_id').doNothing())
      .returning('merchant_id')
      .executeTakeFirst();
    if (!made) return { created: false };
    for (const art of REWARD_ARTS) {
      const svg = rewardSvg(art);
      await trx
        .insertInto('point_images')
        .values({
          id: imageId(merchantId, art),
          merchant_id: merchantId,
          storage_key: builtinKey(art),
          content_type: 'image/svg+xml',
          size_bytes: Buffer.byteLength(svg),
          sha256: createHash('sha256').update(svg).digest('hex'),
          created_by: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    for (const [i, r] of DEMO_REWARDS.entries()) {
      await trx
        .insertInto('point_rewards')
        .values({
          merchant_id: merchantId,
          names: JSON.stringify(r.names),
          image_id: imageId(merchantId, r.art),
          points: BigInt(r.points),
          stock: r.stock,
          sort: i,
        })
        .execute();
    }
    // A grant of its own kind: the member's points record must not call it points from a bet.
    await pointsRepository(trx).give(
      { merchantId, memberId, kind: 'welcome', sourceKey: 'seed:welcome', reference: 'welcome' },
      5_000n,
      new Date(),
    );
    return { created: true };
  });
}
