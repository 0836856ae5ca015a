import type { AreaContext } from '../../platform/area-context.ts';
import type { MemberAuth } from '../../plugins/auth.ts';
import type { GamesArea } from '../games/index.ts';
import type { AuditService } from '../identity/index.ts';
import { lotteryEnv } from './lottery/lottery.config.ts';
import { createLottery, lotteryModuleRoutes } from './lottery/lottery.module.ts';
import { chooseResultsFeed } from './lottery/results-feeds.ts';

/**
 * The lottery: games, draws and their scheduler, bets, settlement and results feeds. Fills games'
 * port of the lottery's betting pages, so a lottery tile in a lobby opens its page on this site.
 */
export async function registerLottery(
  ctx: AreaContext,
  needs: { auth: MemberAuth; audit: AuditService; games: GamesArea },
) {
  const { app, db } = ctx;
  const settings = lotteryEnv();
  const lottery = createLottery({
    db,
    bus: ctx.bus,
    audit: needs.audit,
    now: ctx.now,
    feed: chooseResultsFeed(settings.resultsFeed, {
      db,
      now: ctx.now ?? (() => new Date()),
      production: ctx.env === 'production',
    }),
    feedConfirm: settings.feedConfirm,
    onError: (err) => app.log.error({ err }, 'lottery scheduler failed'),
  });
  needs.games.ports.lotteryPages.fill(lottery.menus);
  await app.register(lotteryModuleRoutes, {
    lottery,
    auth: needs.auth,
    pictures: ctx.pictures,
    audit: needs.audit,
  });
  if (ctx.jobs.lotteryScheduler) ctx.jobs.starters.push(() => lottery.scheduler.start());
}
