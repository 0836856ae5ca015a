/**
 * The operator's dashboard over a month of a busy brand: BENCH_BETS (default 10,000,000) settled
 * bets over 60 days on PostgreSQL, then the 30-day dashboard and the 30-day bet report by game.
 *
 *   npm run bench:reports
 *   DATABASE_URL=postgres://… BENCH_BETS=1000000 npx tsx bench/reports.ts
 *
 * The bets are written straight in SQL, BENCH_MEMBERS (default 20,000) members over 200 games, with
 * the row triggers off, and the daily figures are then rebuilt from them with `report_backfill()`
 * (the reports' tests show it makes exactly what the triggers keep). What a settlement pays for the
 * figures is measured apart: settled rounds one per transaction on four connections, with the
 * trigger that keeps a round's figures (the rebate's bet statistics and the reports', one trigger
 * since migration 0062) and without it. Goal: the 30-day dashboard answers in ≤ 500 ms at p95. Scratch database,
 * dropped at the end.
 */
import { sql } from 'kysely';
import { seedDemoMerchant } from '../apps/server/src/areas/brand/index.ts';
import { reportsService } from '../apps/server/src/areas/reports/reports/reports.service.ts';
import { type Db, openPostgres } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { scratchDatabase } from './wallet-lib.ts';

const BETS = Number(process.env.BENCH_BETS ?? 10_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const GAMES = 200;
const DAYS = 60;
const RUNS = 30;
const SETTLEMENTS = 4_000;
const BATCH = 1_000_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function catalog(db: Db, merchantId: number) {
  await sql`insert into game_vendors (code, name, account_type_name) values ('BENCH', 'Bench', 'BENCH')`.execute(
    db,
  );
  await sql`insert into game_vendor_types (vendor_code, game_type) values ('BENCH', 'RNG'), ('BENCH', 'LIVE')`.execute(
    db,
  );
  await sql`insert into games (vendor_code, game_type, code, name, classify, min_bet)
    select 'BENCH', case when g % 4 = 0 then 'LIVE' else 'RNG' end, 'g' || g, 'Game ' || g, 'SLOT', 100
    from generate_series(1, ${GAMES}::int) g`.execute(db);
  await sql`insert into members (merchant_id, username, nickname, password_hash)
    select ${merchantId}, 'bench' || m, 'bench' || m, 'x' from generate_series(1, ${MEMBERS}::int) m`.execute(
    db,
  );
}

/** Settled rounds `from`..`to` (numbers), spread over the last DAYS days, members and games. */
function roundsSql(merchantId: number, from: number, to: number) {
  return sql`insert into game_rounds (merchant_id, member_id, vendor, game_id, round_id, stake, win, status, created_at, settled_at)
    select ${merchantId}, mb.first + (n % ${MEMBERS}), 'BENCH', gm.first + (n * 7 % ${GAMES}), 'r' || n,
           100 + (n % 50) * 100, case when n % 3 = 0 then (n % 50) * 250 else 0 end, 'settled', at, at
    from generate_series(${from}::bigint, ${to}::bigint) n,
         lateral (select now() - make_interval(secs => (n % (${DAYS} * 86400))) as at) t,
         (select min(id) as first from members where username like 'bench%') mb,
         (select min(id) as first from games where vendor_code = 'BENCH') gm`;
}

/**
 * Settlements as the wallet makes them: one round per transaction, four connections at once. Answers
 * rounds per second.
 */
async function settlementRate(db: Db, merchantId: number, from: number, count: number) {
  const started = performance.now();
  const perWorker = count / 4;
  await Promise.all(
    Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; i < perWorker; i++) {
        const n = from + w * perWorker + i;
        await roundsSql(merchantId, n, n).execute(db);
      }
    }),
  );
  return (count / (performance.now() - started)) * 1000;
}

async function fill(db: Db, merchantId: number) {
  const started = performance.now();
  await db.connection().execute(async (c) => {
    await sql`set session_replication_role = replica`.execute(c);
    for (let from = 1; from <= BETS; from += BATCH) {
      await roundsSql(merchantId, from, Math.min(BETS, from + BATCH - 1)).execute(c);
      process.stdout.write(`  ${Math.min(BETS, from + BATCH - 1).toLocaleString('en')} bets\r`);
    }
    await sql`set session_replication_role = origin`.execute(c);
  });
  console.log(`filled ${BETS.toLocaleString('en')} settled bets in ${seconds(performance.now() - started)}`);
  const rebuilt = performance.now();
  await sql`select report_backfill()`.execute(db);
  // The steady state autovacuum keeps: statistics current, the visibility map set.
  await sql`vacuum analyze`.execute(db);
  const rows = await sql<{ n: string }>`select count(*) as n from report_bets_daily`.execute(db);
  console.log(`daily figures rebuilt in ${seconds(performance.now() - rebuilt)}: ${rows.rows[0]?.n} rows`);
}

async function timed(label: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms (${RUNS} runs)`,
  );
}

async function main() {
  const scratch = await scratchDatabase('bench_reports');
  const handle = openPostgres(scratch.url, 4);
  const db = handle.db;
  try {
    await migrateToLatest(db);
    const merchantId = await seedDemoMerchant(db);
    await catalog(db, merchantId);
    // Warm both paths, then alternate so a busy moment of the machine does not favour one.
    const rates = { with: [] as number[], without: [] as number[] };
    let next = BETS + 1;
    for (let round = 0; round < 3; round++) {
      rates.with.push(await settlementRate(db, merchantId, next, SETTLEMENTS));
      next += SETTLEMENTS;
      await sql`alter table game_rounds disable trigger bet_figures_on_round`.execute(db);
      rates.without.push(await settlementRate(db, merchantId, next, SETTLEMENTS));
      next += SETTLEMENTS;
      await sql`alter table game_rounds enable trigger bet_figures_on_round`.execute(db);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] ?? 0;
    console.log(
      `settlements (one round a transaction, 4 connections), median of 3: ${Math.round(median(rates.with)).toLocaleString('en')}/s with the round figures trigger (bet statistics and reports), ${Math.round(median(rates.without)).toLocaleString('en')}/s without`,
    );
    await fill(db, merchantId);

    const reports = reportsService({ db });
    const staff = {
      sessionId: 1n,
      staffId: 1n,
      username: 'bench',
      roles: ['admin' as const],
      merchantId: null,
    };
    const brand = { id: merchantId, code: 'demo' };
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const sample = await reports.dashboard(staff, { from, to }, brand);
    console.log(
      `30-day totals: ${sample.totals.bets.toLocaleString('en')} bets, GGR ${sample.totals.ggr}, ${sample.totals.activePlayers} players`,
    );
    await timed('30-day dashboard', () => reports.dashboard(staff, { from, to }, brand));
    await timed('30-day bet report by game', () => reports.bets(staff, { from, to, groupBy: 'game' }, brand));
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

await main();
