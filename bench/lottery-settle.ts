/**
 * Settlement speed: one draw holding BENCH_BETS (default 1,000,000) bets on PostgreSQL.
 *
 *   npm run bench:lottery
 *   DATABASE_URL=postgres://… BENCH_BETS=200000 BENCH_MEMBERS=5000 npx tsx bench/lottery-settle.ts
 *
 * Seeds the demo merchant and its lottery games in a scratch database, opens a fast VN draw (and,
 * with BENCH_KENO=1, a keno draw) and fills it with bets straight in SQL — every VN bet type,
 * BENCH_MEMBERS (default 2000) members — then draws it with the provably fair RNG and times
 * `settleNextDraw`: outcomes of every bet, winning rows written, one ledger credit per winning
 * member, the draw marked settled, in one transaction. Prints bets/s; goal ≥ 20,000 bets/s.
 * Afterwards checks the money: the ledger credits equal the bets' payouts. Scratch database,
 * dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_VN_ODDS, hashServerSeed, VN_BET_TYPES } from '@pf/shared';
import { sql } from 'kysely';
import { seedDemoMerchant } from '../apps/server/src/areas/brand/index.ts';
import {
  type BetTerms,
  fairOutcome,
  kenoBetTerms,
  seedLotteryGames,
  settleNextDraw,
  vnBetTerms,
} from '../apps/server/src/areas/lottery/index.ts';
import { type Db, openPostgres } from '../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { scratchDatabase } from './wallet-lib.ts';

const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const KENO = process.env.BENCH_KENO === '1';

interface BenchDraw {
  id: bigint;
  result: unknown;
  winningNumber: string;
  serverSeed: string;
}

/** A locked draw of `gameCode` and its result, computed from a fresh seed like the scheduler does. */
async function lockedDraw(db: Db, merchantId: number, gameCode: string): Promise<BenchDraw> {
  const game = await db
    .selectFrom('lottery_games')
    .select(['id', 'kind', 'region'])
    .where('merchant_id', '=', merchantId)
    .where('code', '=', gameCode)
    .executeTakeFirstOrThrow();
  const serverSeed = randomBytes(32).toString('hex');
  const at = new Date();
  const numero = `bench-${gameCode}`;
  const draw = await db
    .insertInto('lottery_draws')
    .values({
      merchant_id: merchantId,
      game_id: game.id,
      numero,
      status: 'locked',
      open_at: new Date(at.getTime() - 60_000),
      lock_at: at,
      draw_at: at,
      // A draw not yet drawn keeps no plaintext seed (the schema refuses one); it is written when drawn.
      server_seed: null,
      seed_hash: hashServerSeed(serverSeed),
      client_seed: `demo:${gameCode}:${numero}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { result, winningNumber } = fairOutcome(game.kind as 'vnfast' | 'keno', game.region, {
    serverSeed,
    clientSeed: `demo:${gameCode}:${numero}`,
    nonce: Number(draw.id),
  });
  // Bets go in while the draw is still locked; it becomes `drawn` just before settling.
  return { id: draw.id, result, winningNumber, serverSeed };
}

/** The payout terms placement stores on each bet, as rows (bet type, count of numbers, terms). */
function ratesSql(rows: { betType: string; cnt: number; terms: BetTerms }[]) {
  const values = rows.map(
    (r) =>
      sql`(${r.betType}, ${r.cnt}::int, ${r.terms.ratePay}::bigint, ${r.terms.ratePer}::bigint, ${r.terms.rateTable}::int[])`,
  );
  return sql`select * from (values ${sql.join(values)}) as x(bet_type, cnt, pay, per, tbl)`;
}

function vnRates() {
  const odds = DEFAULT_VN_ODDS.MB;
  const ofCount = (n: number) => Array.from({ length: n }, (_, i) => String(i).padStart(2, '0'));
  return ratesSql(
    VN_BET_TYPES.flatMap((type): { betType: string; cnt: number; terms: BetTerms }[] =>
      type === 'loTruot'
        ? Object.keys(odds.loTruot).map((n) => ({
            betType: type,
            cnt: Number(n),
            terms: vnBetTerms(odds, type, ofCount(Number(n))),
          }))
        : [{ betType: type, cnt: 0, terms: vnBetTerms(odds, type, ['00']) }],
    ),
  );
}

function kenoRates() {
  return ratesSql([
    ...Array.from({ length: 10 }, (_, i) => ({
      betType: 'spots',
      cnt: i + 1,
      terms: kenoBetTerms('spots', i + 1),
    })),
    ...['big', 'small', 'odd', 'even'].map((t) => ({ betType: t, cnt: 0, terms: kenoBetTerms(t, 0) })),
  ]);
}

/** VN bets of every type, spread over the members; numbers distinct within a bet. */
async function fillVnBets(db: Db, merchantId: number, drawId: bigint, count: number): Promise<void> {
  const two = (e: string) => sql.raw(`lpad(((${e}) % 100)::text, 2, '0')`);
  const three = (e: string) => sql.raw(`lpad(((${e}) % 1000)::text, 3, '0')`);
  for (let from = 1; from <= count; from += 200_000) {
    const to = Math.min(count, from + 199_999);
    await sql`
      with rate as (${vnRates()})
      insert into lottery_bets (merchant_id, member_id, game_id, draw_id, request_id, line, bet_type, numbers,
        stake, cost, rate_pay, rate_per, currency, placed_at)
      select ${merchantId}, m.id, d.game_id, d.id, 'b' || i, 0, t.bet_type, t.numbers, 1000,
        1000 * (case when t.bet_type in ('xien2', 'loTruot') then 1 else cardinality(t.numbers) end),
        rate.pay, rate.per, 'VND', now()
      from lottery_draws d
      cross join generate_series(${from}::int, ${to}::int) i
      join bench_members m on m.k = i % ${MEMBERS}
      cross join lateral (select (random() * 1000 + 0 * i)::int as r) x
      cross join lateral (select case i % 10
          when 0 then 'lo2' when 1 then 'lo2' when 2 then 'lo2' when 3 then 'lo3' when 4 then 'de'
          when 5 then 'dau' when 6 then 'duoi' when 7 then 'baCang' when 8 then 'xien2' else 'loTruot' end
          as bet_type,
        case when i % 10 < 3 then array[${two('x.r')}, ${two('x.r + 37')}, ${two('x.r + 71')}]
             when i % 10 = 3 or i % 10 = 7 then array[${three('x.r')}]
             when i % 10 = 4 then array[${two('x.r')}]
             when i % 10 in (5, 6) then array[(x.r % 10)::text]
             when i % 10 = 8 then array[${two('x.r')}, ${two('x.r + 50')}]
             else array[${two('x.r')}, ${two('x.r + 25')}, ${two('x.r + 50')}, ${two('x.r + 75')}] end
          as numbers) t
      join rate on rate.bet_type = t.bet_type
        and rate.cnt = case when t.bet_type = 'loTruot' then cardinality(t.numbers) else 0 end
      where d.id = ${drawId}`.execute(db);
  }
}

/** Keno bets: spots 1–10 and the four side bets. */
async function fillKenoBets(db: Db, merchantId: number, drawId: bigint, count: number): Promise<void> {
  for (let from = 1; from <= count; from += 200_000) {
    const to = Math.min(count, from + 199_999);
    await sql`
      with rate as (${kenoRates()})
      insert into lottery_bets (merchant_id, member_id, game_id, draw_id, request_id, line, bet_type, numbers,
        stake, cost, rate_pay, rate_per, rate_table, currency, placed_at)
      select ${merchantId}, m.id, d.game_id, d.id, 'k' || i, 0, t.bet_type, t.numbers, 1000, 1000,
        rate.pay, rate.per, rate.tbl, 'VND', now()
      from lottery_draws d
      cross join generate_series(${from}::int, ${to}::int) i
      join bench_members m on m.k = i % ${MEMBERS}
      cross join lateral (select (random() * 80 + 0 * i)::int as r, 1 + i % 10 as spots) x
      cross join lateral (select case when i % 14 < 10 then 'spots'
          else (array['big', 'small', 'odd', 'even'])[1 + i % 14 - 10] end as bet_type,
        case when i % 14 < 10
          then array(select (1 + (x.r + s * 7) % 80)::text from generate_series(0, x.spots - 1) s)
          else '{}'::text[] end as numbers) t
      join rate on rate.bet_type = t.bet_type and rate.cnt = case when t.bet_type = 'spots' then x.spots else 0 end
      where d.id = ${drawId}`.execute(db);
  }
}

async function settleAndReport(db: Db, label: string, draw: BenchDraw): Promise<void> {
  const { id: drawId, result, winningNumber, serverSeed } = draw;
  await db
    .updateTable('lottery_draws')
    .set({
      status: 'drawn',
      server_seed: serverSeed,
      result: JSON.stringify(result),
      winning_number: winningNumber,
      drawn_at: new Date(),
    })
    .where('id', '=', drawId)
    .execute();
  const t0 = performance.now();
  const settled = await settleNextDraw(db, new Date());
  const ms = performance.now() - t0;
  if (!settled || settled.drawId !== drawId) throw new Error(`${label}: the draw was not settled`);
  const rate = (settled.betCount / ms) * 1000;
  console.log(
    `${label}: ${settled.betCount.toLocaleString('en')} bets settled in ${(ms / 1000).toFixed(2)} s = ` +
      `${Math.round(rate).toLocaleString('en')} bets/s (goal ≥ 20,000) — ${settled.winnerCount.toLocaleString('en')} ` +
      `winning bets, ${settled.membersPaid} members paid, payout ${settled.payoutTotal} of stake ${settled.stakeTotal}`,
  );
  // The money: one credit per winning member, together equal to the bets' payouts.
  const paid = await sql<{ n: number; total: string | null }>`
    select count(*)::int as n, sum(amount)::text as total from ledger_transfers
    where kind = 'lottery_win' and reference = ${`lottery-draw:${drawId}`}`.execute(db);
  const owed = await sql<{ total: string | null }>`
    select sum(payout)::text as total from lottery_bets where draw_id = ${drawId}`.execute(db);
  const row = paid.rows[0];
  if (row?.n !== settled.membersPaid || BigInt(row?.total ?? 0) !== BigInt(owed.rows[0]?.total ?? 0)) {
    throw new Error(`${label}: ledger credits ${row?.total} ≠ payouts ${owed.rows[0]?.total}`);
  }
  console.log(`${label}: ledger check ok (${row.n} credits, ${row.total} paid)`);
}

async function main() {
  const scratch = await scratchDatabase('bench_lottery');
  const handle = openPostgres(scratch.url, 4);
  const db = handle.db;
  try {
    await migrateToLatest(db);
    const merchantId = await seedDemoMerchant(db);
    await seedLotteryGames(db, merchantId, {});
    await sql`
      insert into members (merchant_id, username, nickname, password_hash, type)
      select ${merchantId}, 'bench' || k, 'bench' || k, 'x', 0 from generate_series(0, ${MEMBERS - 1}) k`.execute(
      db,
    );
    await sql`create unlogged table bench_members as
      select id, (row_number() over (order by id) - 1)::int as k from members where username like 'bench%'`.execute(
      db,
    );
    await sql`create index on bench_members (k)`.execute(db);

    let t0 = performance.now();
    const vn = await lockedDraw(db, merchantId, 'vnfast-45s');
    await fillVnBets(db, merchantId, vn.id, BETS);
    await sql`analyze lottery_bets`.execute(db);
    console.log(
      `vnfast-45s: ${BETS.toLocaleString('en')} bets stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    await settleAndReport(db, 'vnfast-45s', vn);

    if (KENO) {
      t0 = performance.now();
      const keno = await lockedDraw(db, merchantId, 'keno');
      await fillKenoBets(db, merchantId, keno.id, BETS);
      await sql`analyze lottery_bets`.execute(db);
      console.log(
        `keno: ${BETS.toLocaleString('en')} bets stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      await settleAndReport(db, 'keno', keno);
    }
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
