import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMerchant } from '../../areas/brand/index.ts';
import { lotteryEnv, seedLotteryGames } from '../../areas/lottery/index.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { DbHandle } from '../kysely.ts';
import { selectWhere } from '../select-where.ts';

/** The journeys' short draw intervals: keno's and the quickest fast VN game's, set by environment. */
describe('short lottery intervals', () => {
  let h: DbHandle;
  let merchantId: number;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
    merchantId = await seedDemoMerchant(h.db);
  });
  afterAll(async () => h?.close());

  const timing = async (code: string) =>
    selectWhere(h.db, 'lottery_games', { merchant_id: merchantId, code })
      .select(['interval_seconds', 'lock_seconds'])
      .executeTakeFirstOrThrow();

  it('reads them from the environment, refusing values out of range', () => {
    expect(lotteryEnv({})).toMatchObject({ kenoIntervalSeconds: undefined, fastIntervalSeconds: undefined });
    expect(
      lotteryEnv({ LOTTERY_KENO_INTERVAL_SECONDS: '20', LOTTERY_FAST_INTERVAL_SECONDS: '20' }),
    ).toMatchObject({ kenoIntervalSeconds: 20, fastIntervalSeconds: 20 });
    for (const bad of ['9', '46', '1.5', 'soon'])
      expect(() => lotteryEnv({ LOTTERY_FAST_INTERVAL_SECONDS: bad })).toThrow(
        /LOTTERY_FAST_INTERVAL_SECONDS/,
      );
  });

  it('seeds the production intervals unless told otherwise, and the short ones on a later run', async () => {
    await seedLotteryGames(h.db, merchantId, {});
    expect(await timing('vnfast-45s')).toEqual({ interval_seconds: 45, lock_seconds: 5 });
    expect(await timing('keno')).toEqual({ interval_seconds: 300, lock_seconds: 10 });

    await seedLotteryGames(h.db, merchantId, { kenoIntervalSeconds: 20, fastIntervalSeconds: 20 });
    expect(await timing('vnfast-45s')).toEqual({ interval_seconds: 20, lock_seconds: 5 });
    expect(await timing('keno')).toEqual({ interval_seconds: 20, lock_seconds: 5 });
    // Betting stays open most of a very short interval.
    await seedLotteryGames(h.db, merchantId, { fastIntervalSeconds: 10 });
    expect(await timing('vnfast-45s')).toEqual({ interval_seconds: 10, lock_seconds: 2 });
    // The other fast games keep theirs.
    expect(await timing('vnfast-1m')).toEqual({ interval_seconds: 60, lock_seconds: 10 });
  });
});
