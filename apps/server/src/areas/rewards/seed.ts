import type { SeedRun } from '../../platform/seed-run.ts';
import { seedDemoBonusRules } from './bonus/bonus.seed.ts';
import { seedDemoMissions } from './missions/missions.seed.ts';
import { seedDemoPoints } from './points/points.seed.ts';
import { seedDemoPromotions } from './promotions/promotions.seed.ts';
import { seedDemoRebate } from './rebate/rebate.seed.ts';
import { seedDemoReferral } from './referral/referral.seed.ts';
import { seedDemoVipLevels } from './referral/vip.seed.ts';

/** The points mall, promotions, bonus rules, rebate rates, missions, VIP levels and referral. */
export async function seedRewards(run: SeedRun): Promise<void> {
  const { db, log } = run;
  const merchantId = run.id('merchantId');
  const points = await seedDemoPoints(db, merchantId, run.id('memberId'));
  log(points.created ? 'points mall ready (rules, rewards)' : 'points mall kept');
  const promotions = await seedDemoPromotions(db, merchantId);
  log(promotions.created ? `promotions ready (${promotions.created} new)` : 'promotions kept');
  const bonus = await seedDemoBonusRules(db, merchantId);
  log(bonus.created ? `bonus rules ready (${bonus.created})` : 'bonus rules kept');
  const rebate = await seedDemoRebate(db, merchantId);
  log(rebate.created ? 'rebate rates ready' : 'rebate rates kept');
  const missions = await seedDemoMissions(db, merchantId);
  log(missions.created ? `missions ready (${missions.created})` : 'missions kept');
  const vip = await seedDemoVipLevels(db, merchantId);
  log(vip.created ? 'VIP levels ready (rules and benefits of levels 2-10)' : 'VIP levels kept');
  const referral = await seedDemoReferral(db, merchantId);
  log(referral.created ? 'referral programme switched on' : 'referral programme kept');
}
