import type { SeedRun } from '../../platform/seed-run.ts';
import { seedLotteryGames, seedLotteryStaff } from './lottery/demo-lottery.ts';
import { seedLotteryHistory } from './lottery/lottery-history.ts';

/** The demo brand's lottery games, the results operator and the sandbox feed's past results. */
export async function seedLottery(run: SeedRun): Promise<void> {
  const { db, options } = run;
  const merchantId = run.id('merchantId');
  await seedLotteryGames(db, merchantId);
  await seedLotteryStaff(db, options.passwordCost);
  run.log('lottery games ready');
  const days = options.lotteryHistoryDays ?? ((options.simulators ?? true) ? 60 : 0);
  const history = await seedLotteryHistory(db, merchantId, { days, now: options.now });
  if (days > 0) run.log(`lottery results history ready (${history} new draws over ${days} days)`);
}
