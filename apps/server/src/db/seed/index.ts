import { seedDemoAgents } from '../../areas/agents/index.ts';
import { seedDemoContent } from '../../areas/content/index.ts';
import {
  seedDemoRounds,
  seedEvolutionSimulator,
  seedHub88Simulator,
  seedPragmaticSimulator,
  seedSandboxVendor,
} from '../../areas/games/index.ts';
import { seedCashier } from '../../areas/money/index.ts';
import {
  seedDemoBonusRules,
  seedDemoMissions,
  seedDemoPoints,
  seedDemoPromotions,
  seedDemoRebate,
  seedDemoReferral,
  seedDemoVipLevels,
} from '../../areas/rewards/index.ts';
import type { PasswordCost } from '../../platform/password.ts';
import type { Db } from '../kysely.ts';
import { seedDemoInbox } from './demo-inbox.ts';
import { seedDemoMembers } from './demo-members.ts';
import { retireDemoOutsideDesk, seedDemoMerchant } from './demo-merchant.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedGameCatalog } from './games.ts';
import { seedLotteryGames, seedLotteryStaff } from './lottery.ts';
import { seedLotteryHistory } from './lottery-history.ts';
import { seedThirdPartyLottery } from './third-party-lottery.ts';

/** Demo data for a fresh database. Every step is idempotent: a second start changes nothing. */
export async function seedDemo(
  db: Db,
  log: (msg: string) => void = () => {},
  /**
   * simulators: connect the demo brand to the development simulators of outside vendors (default
   * on); production serves none, so a connection to one would only list games that cannot launch.
   */
  opts: {
    passwordCost?: PasswordCost;
    simulators?: boolean;
    /**
     * Days of the sandbox feed's past traditional results to seed (default 60 beside the
     * simulators, none without them: production shows no numbers but official ones).
     */
    lotteryHistoryDays?: number;
    /** The clock the history is seeded back from (default the real time). */
    now?: Date;
  } = {},
): Promise<void> {
  const merchantId = await seedDemoMerchant(db);
  log(`demo merchant ready (id ${merchantId})`);
  if (await retireDemoOutsideDesk(db, merchantId)) log('customer service moved to the built-in support chat');
  const { memberId, agentId, subAgentId } = await seedDemoMembers(db, merchantId, opts.passwordCost);
  log(`demo accounts ready (demo01 id ${memberId})`);
  const agents = await seedDemoAgents(db, merchantId, { agentId, subAgentId });
  log(agents.created ? 'agent contracts ready (agent01 → agent02 daily salary)' : 'agent contracts kept');
  await seedDemoInbox(db, merchantId, memberId);
  log('help centre and demo inbox ready');
  await seedDemoStaff(db, opts.passwordCost);
  log('demo operator ready (admin)');
  const catalog = await seedGameCatalog(db, merchantId);
  log(`game catalog ready (${catalog.games} games)`);
  await seedCashier(db, merchantId);
  log('cashier ready (payment methods, transfer wallets)');
  const sandbox = await seedSandboxVendor(db, merchantId);
  log(`sandbox vendor ready (${sandbox.games} games)`);
  if (opts.simulators ?? true) {
    const pragmatic = await seedPragmaticSimulator(db, merchantId);
    log(`Pragmatic Play simulator connected (${pragmatic.games} games)`);
    const evolution = await seedEvolutionSimulator(db, merchantId);
    log(`Evolution simulator connected (${evolution.games} live tables)`);
    const hub88 = await seedHub88Simulator(db, merchantId);
    log(`Hub88 simulator connected (${hub88.games} games)`);
  }
  const thirdParty = await seedThirdPartyLottery(db, merchantId);
  log(`third-party lottery vendors ready (${thirdParty.games} games)`);
  const rounds = await seedDemoRounds(db, merchantId, { passwordCost: opts.passwordCost });
  log(`demo winner rounds ready (${rounds.rounds} new)`);
  await seedLotteryGames(db, merchantId);
  await seedLotteryStaff(db, opts.passwordCost);
  log('lottery games ready');
  const historyDays = opts.lotteryHistoryDays ?? ((opts.simulators ?? true) ? 60 : 0);
  const history = await seedLotteryHistory(db, merchantId, { days: historyDays, now: opts.now });
  if (historyDays > 0) log(`lottery results history ready (${history} new draws over ${historyDays} days)`);
  const content = await seedDemoContent(db, merchantId);
  log(
    content.notices || content.banners
      ? `site content ready (${content.banners} new banners${content.notices ? ', notices, popups' : ''})`
      : 'site content kept',
  );
  const points = await seedDemoPoints(db, merchantId, memberId);
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
