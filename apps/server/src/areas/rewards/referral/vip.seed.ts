import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { DEMO_VIP_LEVELS } from '../../../platform/demo-amounts.ts';
import { vipRepository } from './vip.repository.ts';
import { previousPeriod } from './vip-rules.ts';

/**
 * The demo brand's VIP level rules and benefits (levels 2-10, docs/member-vip.md). Seeded once: a
 * brand that has rules, or had them (a period review is written with every change of rules, an
 * empty list included), keeps what staff made of them.
 */
export async function seedDemoVipLevels(
  db: Db,
  merchantId: number,
  now = new Date(),
): Promise<{ created: boolean }> {
  const touched = await selectWhere(db, 'vip_period_reviews', { merchant_id: merchantId })
    .select('period')
    .limit(1)
    .executeTakeFirst();
  if (touched || (await vipRepository(db).rules(merchantId)).length > 0) return { created: false };
  await db.transaction().execute(async (trx) => {
    const repo = vipRepository(trx);
    await repo.replaceRules(
      merchantId,
      DEMO_VIP_LEVELS.map((l) => ({ ...l, withdrawMax: null, withdrawDailyMax: null })),
    );
    // As when staff save rules: the month before them was lived under none, so it judges nobody.
    await repo.claimReview(merchantId, previousPeriod(now).key);
  });
  return { created: true };
}
