import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { DEMO_AMOUNTS } from '../../../platform/demo-amounts.ts';
import { referralRepository } from './referral.repository.ts';

/**
 * The demo brand's referral programme, switched on (docs/referral.md): the inviter is paid once the
 * friend's first deposit reaches the threshold. Seeded once: a brand with a rule of its own, on
 * or off, keeps it.
 */
export async function seedDemoReferral(
  db: Db,
  merchantId: number,
  now = new Date(),
): Promise<{ created: boolean }> {
  const existing = await selectWhere(db, 'referral_rules', { merchant_id: merchantId })
    .select('merchant_id')
    .executeTakeFirst();
  if (existing) return { created: false };
  await referralRepository(db).saveRule(
    merchantId,
    {
      enabled: true,
      rewardAmount: DEMO_AMOUNTS.referral.reward,
      condition: 'FIRST_DEPOSIT',
      threshold: DEMO_AMOUNTS.referral.firstDeposit,
    },
    now,
  );
  return { created: true };
}
