/**
 * The payroll benchmarks' day: a scratch brand with a 5-level upline tree, three games and a day
 * of settled rounds inserted straight into `game_rounds`, so the statistics triggers of migration
 * 0027 run as they do when a wallet settles. Sizes: BENCH_MEMBERS (default 10,000) and BENCH_BETS
 * (default 1,000,000).
 */
import { sql } from 'kysely';
import { periodOf } from '../apps/server/src/areas/agents/index.ts';
import { seedDemoMerchant } from '../apps/server/src/areas/brand/index.ts';
import type { Db } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';

export const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
export const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const BATCH = 100_000;
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const DAY = periodOf('D', new Date('2026-03-16T12:00:00+07:00'), TIME_ZONE);

export const seconds = (from: number) => (performance.now() - from) / 1000;
export const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** Sizes of the tree's levels, top first: 0.1%, 0.9%, 9%, 30%, the rest. */
export function levelSizes(total: number): number[] {
  const top = [0.001, 0.009, 0.09, 0.3].map((f) => Math.max(1, Math.round(total * f)));
  return [...top, total - top.reduce((a, b) => a + b, 0)];
}

/** Members level by level; each member's upline is spread round-robin over the level above. */
async function seedTree(db: Db, merchantId: number): Promise<number[]> {
  const levels = levelSizes(MEMBERS);
  let above: { first: bigint; count: number } | null = null;
  for (const [depth, count] of levels.entries()) {
    const rows = await sql<{ id: string }>`
      insert into members (merchant_id, username, nickname, password_hash, upline_id)
      select ${merchantId}::int, 'pb' || ${depth}::text || '_' || g::text, 'pb' || g::text, 'x',
             ${above ? sql`${above.first}::bigint + (g % ${above.count})` : sql`null`}
      from generate_series(0, ${count - 1}) g
      returning id`.execute(db);
    const ids = rows.rows.map((r) => BigInt(r.id));
    above = { first: ids.reduce((a, b) => (a < b ? a : b)), count };
  }
  return levels;
}

async function seedGames(db: Db): Promise<number[]> {
  await sql`insert into game_vendors (code, name, account_type_name) values ('PBENCH', 'Bench', 'Bench')`.execute(
    db,
  );
  const ids: number[] = [];
  for (const type of ['RNG', 'LIVE', 'SPORTS']) {
    await sql`insert into game_vendor_types (vendor_code, game_type) values ('PBENCH', ${type})`.execute(db);
    const row = await sql<{ id: number }>`
      insert into games (vendor_code, game_type, code, name, classify, min_bet)
      values ('PBENCH', ${type}, ${`pb-${type}`}, ${type}, 'ALL', 100) returning id`.execute(db);
    ids.push((row.rows[0] as { id: number }).id);
  }
  return ids;
}

/** A migrated scratch database with the demo brand (in the day's time zone), the tree and the games. */
export async function seedDayStage(
  db: Db,
): Promise<{ merchantId: number; levels: number[]; games: number[] }> {
  await migrateToLatest(db);
  const merchantId = await seedDemoMerchant(db);
  await db.updateTable('merchants').set({ time_zone: TIME_ZONE }).where('id', '=', merchantId).execute();
  const levels = await seedTree(db, merchantId);
  const games = await seedGames(db);
  return { merchantId, levels, games };
}

/** The lowest member id: the tree's members are numbered from it without gaps. */
export async function firstMemberId(db: Db): Promise<bigint> {
  const row = await sql<{ id: string }>`select min(id)::text as id from members`.execute(db);
  return BigInt((row.rows[0] as { id: string }).id);
}

/** BETS settled rounds over the day, in batches; answers seconds taken. */
export async function fillRounds(db: Db, merchantId: number, games: number[], tag: string): Promise<number> {
  const base = await firstMemberId(db);
  const dayMs = DAY.to.getTime() - DAY.from.getTime();
  const start = performance.now();
  for (let done = 0; done < BETS; done += BATCH) {
    const n = Math.min(BATCH, BETS - done);
    await sql`
      insert into game_rounds (merchant_id, member_id, vendor, game_id, round_id, stake, win, status, created_at, settled_at)
      select ${merchantId}::int, ${base}::bigint + (g * 7919) % ${MEMBERS}::bigint, 'PBENCH',
             (array[${sql.join(games)}]::int[])[1 + g % 3], ${tag}::text || g::text, 100 + (g * 31) % 50000,
             case when g % 3 = 0 then (g * 17) % 90000 else 0 end, 'settled', t, t
      from (select g, ${DAY.from}::timestamptz + ((g * 104729) % ${dayMs}::bigint) * interval '1 millisecond' as t
            from generate_series(${done}::bigint, ${done + n - 1}::bigint) g) s`.execute(db);
    process.stdout.write(`\r  ${tag}: ${fmt(done + n, 0)} / ${fmt(BETS, 0)} rounds`);
  }
  process.stdout.write('\n');
  return seconds(start);
}
