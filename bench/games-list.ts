/**
 * Game list latency and plans on a catalog far bigger than the demo one.
 *
 *   npx tsx bench/games-list.ts                       # local PostgreSQL, 40 × 1000 extra games
 *   DATABASE_URL=postgres://… BENCH_VENDORS=80 npx tsx bench/games-list.ts
 *
 * Seeds the demo catalog plus BENCH_VENDORS synthetic slot vendors of 1000 games each (with VI
 * and CN names), then for each lobby query prints p50/p99 over 1 client and whether the plan
 * reads `games` through an index. Uses a scratch database, dropped at the end.
 */
import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { seedDemoMerchant } from '../apps/server/src/areas/brand/index.ts';
import { catalogRepository, type GameFilter, seedGameCatalog } from '../apps/server/src/areas/games/index.ts';
import type { Database } from '../apps/server/src/db/database.ts';
import { openPostgres } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { measure, scratchDatabase } from './wallet-lib.ts';

const VENDORS = Number(process.env.BENCH_VENDORS ?? 40);
const PER_VENDOR = 1000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

async function main() {
  const scratch = await scratchDatabase('bench_games');
  const handle = openPostgres(scratch.url, 4);
  try {
    await migrateToLatest(handle.db);
    const merchantId = await seedDemoMerchant(handle.db);
    let t0 = performance.now();
    const { games } = await seedGameCatalog(handle.db, merchantId);
    console.log(`demo catalog: ${games} games seeded in ${(performance.now() - t0).toFixed(0)} ms`);
    t0 = performance.now();
    await seedGameCatalog(handle.db, merchantId);
    console.log(`demo catalog re-run (idempotent): ${(performance.now() - t0).toFixed(0)} ms`);

    t0 = performance.now();
    await sql`
      insert into game_vendors (code, name, account_type_name, sort)
      select 'BV' || v, 'Bench Vendor ' || v, 'BV' || v, 100 + v from generate_series(1, ${VENDORS}) v`.execute(
      handle.db,
    );
    await sql`
      insert into game_vendor_types (vendor_code, game_type, sort)
      select 'BV' || v, 'RNG', 100 + v from generate_series(1, ${VENDORS}) v`.execute(handle.db);
    await sql`
      insert into merchant_vendors (merchant_id, vendor_code)
      select ${merchantId}, 'BV' || v from generate_series(1, ${VENDORS}) v`.execute(handle.db);
    await sql`
      insert into games (vendor_code, game_type, code, name, classify, is_hot, is_new, min_bet, min_line_num, sort)
      select 'BV' || v, 'RNG', 'g' || i, 'Bench Game ' || v || '-' || i,
             (array['SLOT','TABLE','ARCADE','JACKPOT'])[1 + i % 4], i % 50 = 0, i % 40 = 1,
             (1 + i % 5) * 50000, 1 + i % 50, i * 10 + v
      from generate_series(1, ${VENDORS}) v, generate_series(1, ${PER_VENDOR}) i`.execute(handle.db);
    await sql`
      insert into game_names (game_id, language, name)
      select id, l, name || ' ' || l from games, unnest(array['VI','CN']) l where vendor_code like 'BV%'`.execute(
      handle.db,
    );
    await sql`analyze`.execute(handle.db);
    console.log(`+${VENDORS * PER_VENDOR} games in ${(performance.now() - t0).toFixed(0)} ms`);

    // A second handle that records the SQL the repository sends, to EXPLAIN it.
    let sent: CompiledQuery[] = [];
    const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
    const traced = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (e) => {
        if (e.level === 'query') sent.push(e.query);
      },
    });
    const repo = catalogRepository(handle.db);
    const tracedRepo = catalogRepository(traced);
    const cases: [string, Omit<GameFilter, 'merchantId'>, number][] = [
      ['RNG lobby page 1', { language: 'EN', gameType: 'RNG' }, 0],
      ['RNG lobby page 50 (42)', { language: 'VI', gameType: 'RNG' }, 49 * 42],
      ['one vendor', { language: 'VI', gameType: 'RNG', vendor: 'BV7' }, 0],
      ['vendor + classify', { language: 'EN', gameType: 'RNG', vendor: 'BV7', classify: 'JACKPOT' }, 0],
      ['RNG NEW', { language: 'EN', gameType: 'RNG', isNew: true }, 0],
      ['hot', { language: 'EN', isHot: true }, 0],
      ['name search', { language: 'EN', name: 'game 7-99' }, 0],
    ];
    for (const [label, f, offset] of cases) {
      const filter = { merchantId, ...f };
      const page = { limit: 42, offset };
      sent = [];
      await tracedRepo.listGames(filter, page);
      const access: string[] = [];
      let text = '';
      for (const q of sent) {
        const plan = await pool.query(`explain (analyze, format text) ${q.sql}`, q.parameters as unknown[]);
        const lines = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        const ms = /Execution Time: ([\d.]+) ms/.exec(lines)?.[1];
        access.push(`${/Seq Scan on games g/.test(lines) ? 'seq scan' : 'index'} ${ms} ms`);
        text += `${lines}\n`;
      }
      const gamesAccess = access.join(' + count ');
      const fig = await measure(1, SECONDS, () => repo.listGames(filter, page));
      const { total } = await repo.listGames(filter, page);
      console.log(
        `${label.padEnd(24)} total ${String(total).padStart(6)}  p50 ${fig.p50.toFixed(2)} ms  p99 ${fig.p99.toFixed(2)} ms  page: ${gamesAccess}`,
      );
      if (process.env.BENCH_PLANS) console.log(text);
    }
    await traced.destroy();
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

await main();
