import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { hashPassword, type PasswordCost } from '../../../platform/password.ts';
import { demoLotteryRepository } from './demo-lottery.repository.ts';
import { fastLockSeconds, kenoLockSeconds, lotteryEnv } from './lottery.config.ts';
import { seedLotteryGameNames } from './lottery-names.ts';
import { MB_STATIONS, VN_DRAW_TIMES, VN_STATIONS, VN_TIMEZONE } from './stations.ts';

const TRADITIONAL_LOCK_SECONDS = 900;

/** The quickest fast game, whose interval LOTTERY_FAST_INTERVAL_SECONDS may shorten. */
const QUICKEST_FAST = 'vnfast-45s';

const FAST_GAMES = [
  { code: QUICKEST_FAST, name: 'Fast 45 seconds', interval: 45, lock: 5 },
  { code: 'vnfast-1m', name: 'Fast 1 minute', interval: 60, lock: 10 },
  { code: 'vnfast-3m', name: 'Fast 3 minutes', interval: 180, lock: 30 },
  { code: 'vnfast-5m', name: 'Fast 5 minutes', interval: 300, lock: 30 },
];

/**
 * A merchant's lottery games: Miền Bắc, one game per Miền Trung / Miền Nam station on its days,
 * the four fast VN games and keno, named in the bundled languages. Existing games and names are
 * left as they are; `kenoIntervalSeconds` (or LOTTERY_KENO_INTERVAL_SECONDS) resets keno's
 * interval on every run, and `fastIntervalSeconds` (LOTTERY_FAST_INTERVAL_SECONDS) that of vnfast-45s.
 */
export async function seedLotteryGames(
  db: Db,
  merchantId: number,
  opts: { kenoIntervalSeconds?: number | undefined; fastIntervalSeconds?: number | undefined } = lotteryEnv(),
): Promise<number> {
  const keno = opts.kenoIntervalSeconds ?? 300;
  const fast = opts.fastIntervalSeconds;
  const rows = [
    {
      merchant_id: merchantId,
      code: 'vn-mb',
      kind: 'vn' as const,
      region: 'MB' as const,
      name: 'Miền Bắc',
      stations: JSON.stringify(MB_STATIONS),
      draw_time: VN_DRAW_TIMES.MB,
      interval_seconds: null,
      lock_seconds: TRADITIONAL_LOCK_SECONDS,
      tags: ['MB'],
      sort: 0,
    },
    ...VN_STATIONS.map((s, i) => ({
      merchant_id: merchantId,
      code: s.code,
      kind: 'vn' as const,
      region: s.region,
      name: s.name,
      stations: '{}',
      draw_days: s.days,
      draw_time: VN_DRAW_TIMES[s.region],
      interval_seconds: null,
      lock_seconds: TRADITIONAL_LOCK_SECONDS,
      tags: [s.region],
      sort: (s.region === 'MT' ? 100 : 200) + i,
    })),
    ...FAST_GAMES.map((g, i) => ({
      merchant_id: merchantId,
      code: g.code,
      kind: 'vnfast' as const,
      region: 'MB' as const,
      name: g.name,
      stations: '{}',
      draw_time: null,
      interval_seconds: g.interval,
      lock_seconds: g.lock,
      tags: ['FAST'],
      sort: 300 + i,
    })),
    {
      merchant_id: merchantId,
      code: 'keno',
      kind: 'keno' as const,
      region: 'MB' as const,
      name: 'Keno',
      stations: '{}',
      draw_time: null,
      interval_seconds: keno,
      lock_seconds: kenoLockSeconds(keno),
      tags: ['KENO'],
      sort: 400,
    },
  ].map((r) => ({ timezone: VN_TIMEZONE, ...r }));
  const res = await db
    .insertInto('lottery_games')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .executeTakeFirst();
  await seedLotteryGameNames(db, merchantId);
  if (opts.kenoIntervalSeconds !== undefined) {
    await demoLotteryRepository(db).setInterval(merchantId, 'keno', keno, kenoLockSeconds(keno));
  }
  if (fast !== undefined) {
    await demoLotteryRepository(db).setInterval(merchantId, QUICKEST_FAST, fast, fastLockSeconds(fast));
  }
  return Number(res.numInsertedOrUpdatedRows ?? 0n);
}

/** A second operator, so a result entered by `admin` can be confirmed by someone else. */
export const LOTTERY_RESULTS_STAFF = { username: 'results02', password: 'Results@1234', roles: ['content'] };

export async function seedLotteryStaff(db: Db, cost?: PasswordCost): Promise<void> {
  const existing = await selectWhere(db, 'staff', { username: LOTTERY_RESULTS_STAFF.username })
    .select('id')
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('staff')
    .values({
      username: LOTTERY_RESULTS_STAFF.username,
      password_hash: await hashPassword(LOTTERY_RESULTS_STAFF.password, cost),
      roles: LOTTERY_RESULTS_STAFF.roles,
    })
    .execute();
}
