import type { SeedRun } from '../../platform/seed-run.ts';
import { retireDemoOutsideDesk, seedDemoMerchant } from './merchant/demo-merchant.ts';

/** The demo brand; keeps its id for every later step. */
export async function seedBrand(run: SeedRun): Promise<void> {
  const merchantId = await seedDemoMerchant(run.db);
  run.log(`demo merchant ready (id ${merchantId})`);
  if (await retireDemoOutsideDesk(run.db, merchantId))
    run.log('customer service moved to the built-in support chat');
  run.keep({ merchantId });
}
