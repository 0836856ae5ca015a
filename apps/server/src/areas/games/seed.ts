import type { SeedRun } from '../../platform/seed-run.ts';
import { seedTransferWallets } from '../money/index.ts';
import { seedGameCatalog } from './games/demo-catalog.ts';
import { seedDemoRounds } from './games/rounds.seed.ts';
import { seedEvolutionSimulator } from './sandbox-vendor/evolution.seed.ts';
import { seedHub88Simulator } from './sandbox-vendor/hub88.seed.ts';
import { seedPragmaticSimulator } from './sandbox-vendor/pragmatic.seed.ts';
import { seedSandboxVendor } from './sandbox-vendor/sandbox.seed.ts';
import { seedThirdPartyLottery } from './sandbox-vendor/third-party-lottery.ts';

/** The development simulators of outside vendors, connected to the demo brand. */
async function seedSimulators(run: SeedRun, merchantId: number): Promise<void> {
  const pragmatic = await seedPragmaticSimulator(run.db, merchantId);
  run.log(`Pragmatic Play simulator connected (${pragmatic.games} games)`);
  const evolution = await seedEvolutionSimulator(run.db, merchantId);
  run.log(`Evolution simulator connected (${evolution.games} live tables)`);
  const hub88 = await seedHub88Simulator(run.db, merchantId);
  run.log(`Hub88 simulator connected (${hub88.games} games)`);
}

/**
 * The game catalog and the cashier's transfer wallets among its vendors, the sandbox studio, the
 * simulators (unless switched off), the third-party lottery vendors and the winners' rounds.
 */
export async function seedGames(run: SeedRun): Promise<void> {
  const { db } = run;
  const merchantId = run.id('merchantId');
  const catalog = await seedGameCatalog(db, merchantId);
  run.log(`game catalog ready (${catalog.games} games)`);
  await seedTransferWallets(db, merchantId);
  run.log('transfer wallets ready');
  const sandbox = await seedSandboxVendor(db, merchantId);
  run.log(`sandbox vendor ready (${sandbox.games} games)`);
  if (run.options.simulators ?? true) await seedSimulators(run, merchantId);
  const thirdParty = await seedThirdPartyLottery(db, merchantId);
  run.log(`third-party lottery vendors ready (${thirdParty.games} games)`);
  const rounds = await seedDemoRounds(db, merchantId, { passwordCost: run.options.passwordCost });
  run.log(`demo winner rounds ready (${rounds.rounds} new)`);
}
