/**
 * Valid-bet statistics at payroll scale on PostgreSQL.
 *
 *   npx tsx bench/payroll-stats.ts
 *   DATABASE_URL=postgres://… BENCH_BETS=200000 BENCH_MEMBERS=10000 npx tsx bench/payroll-stats.ts
 *
 * In a scratch database (the day of `payroll-day.ts`): BENCH_MEMBERS (default 10,000) members in a 5-level upline tree, three
 * games (slots, live, sports), then BENCH_BETS (default 1,000,000) settled rounds spread over one
 * local day, inserted straight into `game_rounds` in batches, so the statistics triggers of
 * migration 0027 run as they do when a wallet settles. The same rounds are inserted a second time
 * with the statistics trigger disabled (since migration 0062 the one trigger that also keeps the
 * reports' figures): the difference is the trigger's cost per bet. Then the
 * day is computed: every member's figures for the day through the statistics repository, and every
 * agent's whole downline (each node of the tree, all levels) in one SQL roll-up, with the daily
 * salary formula applied to each agent. Goal: the day of 1,000,000 bets computes in under 60 s.
 * Prints figures only; the scratch database is dropped at the end. `payroll-run.ts` runs and pays
 * the real payroll of the same day.
 */
import { sql } from 'kysely';
import { countActive, dailySalary, type SalaryTier } from '../apps/server/src/areas/agents/index.ts';
import { betStatsService } from '../apps/server/src/areas/games/index.ts';
import { type Db, openPostgres } from '../apps/server/src/db/kysely.ts';
import { BETS, DAY, fillRounds, firstMemberId, fmt, MEMBERS, seconds, seedDayStage } from './payroll-day.ts';
import { scratchDatabase } from './wallet-lib.ts';

const TIERS: SalaryTier[] = [
  { minValidBet: 1_000_000n, minActiveMembers: 5, rateBps: 50 },
  { minValidBet: 5_000_000n, minActiveMembers: 10, rateBps: 80 },
];

const SINGLES = Number(process.env.BENCH_SINGLES ?? 5000);

/**
 * SINGLES rounds, one statement each as a wallet settles them, in one transaction so that the
 * commit's disk flush does not drown the trigger's share; answers seconds taken.
 */
async function singleRounds(db: Db, merchantId: number, gameId: number, tag: string): Promise<number> {
  const base = await firstMemberId(db);
  const start = performance.now();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < SINGLES; i++) await oneRound(trx, i);
  });
  return seconds(start);

  async function oneRound(trx: Db, i: number) {
    await trx
      .insertInto('game_rounds')
      .values({
        merchant_id: merchantId,
        member_id: base + BigInt((i * 7919) % MEMBERS),
        vendor: 'PBENCH',
        game_id: gameId,
        round_id: `${tag}${i}`,
        stake: 1_000n,
        status: 'settled',
        settled_at: new Date(DAY.from.getTime() + i * 1000),
      })
      .execute();
  }
}

/** Every agent's downline, all levels, summed for the day in one statement. */
async function teamRollUp(db: Db) {
  const rows = await sql<{ agent: string; valid: string; payout: string; members: string }>`
    with recursive day as (
      select member_id, sum(valid_bet) as valid, sum(payout) as payout
      from bet_stats_hourly where hour >= ${DAY.from} and hour < ${DAY.to} group by member_id
    ), tree(agent, member_id) as (
      select m.id, m.id from members m where exists (select 1 from members c where c.upline_id = m.id)
      union all
      select t.agent, m.id from tree t join members m on m.upline_id = t.member_id
    )
    select t.agent::text, coalesce(sum(d.valid), 0)::text as valid, coalesce(sum(d.payout), 0)::text as payout,
           count(*) filter (where d.valid >= 100000)::text as members
    from tree t left join day d on d.member_id = t.member_id
    where t.agent <> t.member_id
    group by t.agent`.execute(db);
  return rows.rows;
}

async function main() {
  const scratch = await scratchDatabase('bench_payroll');
  const { db, close } = openPostgres(scratch.url);
  try {
    const { merchantId, levels, games } = await seedDayStage(db);
    console.log(
      `members ${fmt(MEMBERS, 0)} in levels ${levels.join(' / ')}; bets ${fmt(BETS, 0)} over ${DAY.label}`,
    );
    await sql`alter table game_rounds disable trigger points_on_round`.execute(db);

    await sql`alter table game_rounds disable trigger bet_figures_on_round`.execute(db);
    const bare = await fillRounds(db, merchantId, games, 'off');
    await sql`truncate game_rounds cascade`.execute(db);
    await sql`alter table game_rounds enable trigger bet_figures_on_round`.execute(db);
    const withStats = await fillRounds(db, merchantId, games, 'on');
    const perBet = ((withStats - bare) / BETS) * 1e6;
    console.log(`insert without statistics trigger: ${fmt(bare)} s (${fmt(BETS / bare, 0)} bets/s)`);
    console.log(
      `insert with statistics trigger:    ${fmt(withStats)} s (${fmt(BETS / withStats, 0)} bets/s)`,
    );
    console.log(`trigger cost per bet (bulk): ${fmt(perBet)} µs`);
    await sql`alter table game_rounds disable trigger bet_figures_on_round`.execute(db);
    const singleOff = await singleRounds(db, merchantId, games[0] as number, 'single-off-');
    await sql`alter table game_rounds enable trigger bet_figures_on_round`.execute(db);
    const singleOn = await singleRounds(db, merchantId, games[0] as number, 'single-on-');
    console.log(
      `one round per statement (${fmt(SINGLES, 0)}): ${fmt((singleOff / SINGLES) * 1e6, 0)} µs without, ` +
        `${fmt((singleOn / SINGLES) * 1e6, 0)} µs with the trigger: ${fmt(((singleOn - singleOff) / SINGLES) * 1e6)} µs per bet`,
    );
    await sql`analyze`.execute(db);
    const statRows = await sql<{ n: string }>`select count(*)::text as n from bet_stats_hourly`.execute(db);
    console.log(`statistics rows: ${fmt(Number(statRows.rows[0]?.n), 0)}`);

    const members = (await sql<{ id: string }>`select id::text from members`.execute(db)).rows.map((r) =>
      BigInt(r.id),
    );
    let t0 = performance.now();
    const perMember = await betStatsService(db).byMember(members, DAY.from, DAY.to);
    const memberSecs = seconds(t0);
    const total = perMember.reduce((s, m) => s + m.validBet, 0n);
    console.log(
      `day figures of ${fmt(members.length, 0)} members: ${fmt(memberSecs, 2)} s (valid bet ${total})`,
    );

    t0 = performance.now();
    const teams = await teamRollUp(db);
    // Active: members whose day reached 1,000.00 of valid bet (the same bar in the roll-up).
    const active = countActive(
      perMember.map((m) => m.validBet),
      100_000n,
    );
    let paid = 0n;
    for (const team of teams) {
      paid += dailySalary(
        { validBet: BigInt(team.valid), activeMembers: Number(team.members) },
        TIERS,
      ).amount;
    }
    const teamSecs = seconds(t0);
    console.log(
      `downline roll-up of ${fmt(teams.length, 0)} agents (5 levels) + daily salary: ${fmt(teamSecs, 2)} s; ` +
        `${active} active members, salaries ${paid} minor units`,
    );
    console.log(`day computed in ${fmt(memberSecs + teamSecs, 2)} s (goal < 60 s)`);
  } finally {
    await close();
    await scratch.drop();
  }
}

await main();
