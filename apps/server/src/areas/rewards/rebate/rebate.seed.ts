import type { Db } from '../../../db/kysely.ts';
import { rebateRepository } from './rebate.repository.ts';

/** The demo brand's rebate rates in basis points (80 = 0.80% of the valid bet). */
const DEMO_RATES: Record<string, number> = {
  LIVE: 50,
  RNG: 80,
  SPORTS: 60,
  ESPORTS: 60,
  PVP: 40,
  FISH: 80,
  LOTT: 30,
  ELOTT: 30,
  INHOUSE: 100,
  COCKFIGHT: 40,
  BINGO: 30,
};

/** Rates for a brand that has none yet; a brand whose staff set rates keeps them. */
export async function seedDemoRebate(db: Db, merchantId: number): Promise<{ created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const repo = rebateRepository(trx);
    if ((await repo.rates(merchantId)).size > 0) return { created: false };
    const rates = Object.entries(DEMO_RATES).map(([category, rateBps]) => ({ category, rateBps }));
    await repo.replaceRates(merchantId, rates, new Date());
    return { created: true };
  });
}
