import type { Db } from '../kysely.ts';
import { seedDemoMerchant } from './demo-merchant.ts';

/** Demo data for a fresh database. Every step is idempotent: a second start changes nothing. */
export async function seedDemo(db: Db, log: (msg: string) => void = () => {}): Promise<void> {
  const merchantId = await seedDemoMerchant(db);
  log(`demo merchant ready (id ${merchantId})`);
}
