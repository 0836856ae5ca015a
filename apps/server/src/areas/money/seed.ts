import type { SeedRun } from '../../platform/seed-run.ts';
import { seedCashier } from './cashier/cashier.seed.ts';

/** The cashier's settings and payment methods; the transfer wallets follow the game catalog (games). */
export async function seedMoney(run: SeedRun): Promise<void> {
  await seedCashier(run.db, run.id('merchantId'));
  run.log('cashier ready (payment methods)');
}
