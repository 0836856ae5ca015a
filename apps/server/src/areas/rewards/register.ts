import type { AreaContext } from '../../platform/area-context.ts';
import type { MemberAuth } from '../../plugins/auth.ts';
import type { ContentArea } from '../content/index.ts';
import type { GamesArea } from '../games/index.ts';
import type { AuditService, IdentityArea } from '../identity/index.ts';
import type { MoneyArea } from '../money/index.ts';
import { createActivity } from './activity/activity.module.ts';
import { activityRoutes } from './activity/activity.routes.ts';
import { bonusRoutes, createBonus } from './bonus/bonus.module.ts';
import { offersRoutes } from './bonus/offers.routes.ts';
import { createMissions } from './missions/missions.module.ts';
import { missionsRoutes } from './missions/missions.routes.ts';
import { createPoints } from './points/points.module.ts';
import { pointsRoutes } from './points/points.routes.ts';
import { createPromotions } from './promotions/promotions.module.ts';
import { promotionsRoutes } from './promotions/promotions.routes.ts';
import { createRebate } from './rebate/rebate.module.ts';
import { rebateRoutes } from './rebate/rebate.routes.ts';
import { createReferral } from './referral/referral.module.ts';
import { referralRoutes } from './referral/referral.routes.ts';
import { memberIdOfCode } from './referral/referral-code.ts';
import { clubLabelOf } from './vip/club-label.ts';
import { memberVipRoutes } from './vip/member-vip.routes.ts';
import { memberVipService } from './vip/member-vip.service.ts';

export interface RewardsNeeds {
  auth: MemberAuth;
  audit: AuditService;
  identity: IdentityArea;
  money: MoneyArea;
  content: ContentArea;
  games: GamesArea;
}

/**
 * Bonuses and free bets, referral and VIP, with their timed runs; fills the ports of the areas
 * below that call them: the cashier's hooks, games' stake gate and free bets, registration's
 * referral codes.
 */
async function registerBonusAndReferral(ctx: AreaContext, needs: RewardsNeeds) {
  const { app, db, now } = ctx;
  const { auth, audit } = needs;
  /** The modules' dependencies, a failed timed run logged with `failed`. */
  const moduleDeps = (failed: string) => ({
    db,
    audit,
    now,
    onError: (err: unknown, job: string) => app.log.error({ err, job }, failed),
  });
  const bonus = createBonus(moduleDeps('bonus job failed'));
  await app.register(bonusRoutes, { ...bonus, auth });
  if (ctx.jobs.timed) ctx.jobs.starters.push(() => bonus.start());
  const referral = createReferral(moduleDeps('referral job failed'));
  await app.register(referralRoutes, { ...referral, auth });
  if (ctx.jobs.timed) ctx.jobs.starters.push(() => referral.start());
  needs.money.ports.bonusHooks.fill({
    // A credited deposit may meet a bonus rule and, as a first deposit, a referral condition.
    async depositCredited(trx, d) {
      await bonus.gates.depositCredited(trx, d);
      await referral.referral.depositCredited(trx, d);
    },
    withdrawRequested: (trx, o, confirmed) => bonus.gates.withdrawRequested(trx, o, confirmed),
    withdrawLimits: (trx, o, amount) => referral.vip.withdrawAllowed(trx, o, amount),
  });
  needs.games.ports.stakeGate.fill(bonus.gates.checkStake);
  needs.games.ports.freeBets.fill(bonus.freeBets);
  needs.identity.ports.referralCodes.fill(memberIdOfCode);
  needs.identity.ports.clubLabels.fill(clubLabelOf);
  await app.register(memberVipRoutes, { vip: memberVipService({ db, audit }), auth });
}

/**
 * Rewards: bonuses, referral and VIP, promotions and activities, the points mall, missions and
 * rebates. Fills content's port of promotion titles as well.
 */
export async function registerRewards(ctx: AreaContext, needs: RewardsNeeds) {
  const { app, db, bus } = ctx;
  const { auth, audit } = needs;
  const now = ctx.now ? { now: ctx.now } : {};
  await registerBonusAndReferral(ctx, needs);
  const promotions = createPromotions({ db, bus, audit, ...now });
  await app.register(promotionsRoutes, { ...promotions, auth });
  const changed = () => bus?.publish('promotions');
  await app.register(offersRoutes, { db, audit, auth, changed, now: ctx.now ?? (() => new Date()) });
  needs.content.ports.promotionTitles.fill(async (merchant, language) =>
    (await promotions.promotions.list(merchant, { language })).list.map(({ id, title }) => ({ id, title })),
  );
  const activity = createActivity({ db, audit, dataDir: ctx.dataDir, ...now });
  await app.register(activityRoutes, { ...activity, auth });
  const passwords = needs.money.passwords;
  const points = createPoints({ db, audit, passwords, dataDir: ctx.dataDir, now: ctx.now });
  await app.register(pointsRoutes, { ...points, auth, pictures: ctx.pictures });
  const missions = createMissions({ db, audit, now: ctx.now });
  await app.register(missionsRoutes, { ...missions, auth });
  const rebate = createRebate({ db, audit, now: ctx.now });
  await app.register(rebateRoutes, { ...rebate, auth });
}
