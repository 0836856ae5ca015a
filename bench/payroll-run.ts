/**
 * The real payroll of a day at scale on PostgreSQL: computed AND paid.
 *
 *   npx tsx bench/payroll-run.ts
 *   DATABASE_URL=postgres://… BENCH_BETS=1000000 BENCH_MEMBERS=10000 npx tsx bench/payroll-run.ts
 *
 * In a scratch database, the day of `payroll-day.ts` (BENCH_MEMBERS members in a 5-level tree,
 * BENCH_BETS settled rounds through the statistics triggers), then a daily-salary contract between
 * every agent below the top and its direct upline (the top agent's own contracts are paid by the
 * house), a deposit to every upline that pays from its cash, and `runPayrollPeriod` for the day,
 * timed. Checks: one statement per contract, the salary transfers equal the statements' amounts,
 * the ledger reconciles, and a second run pays nothing. Then the run's one read of every team's day
 * figures, timed alone. Goal: the day pays in under 60 s.
 */
import { sql } from 'kysely';
import {
  payrollRunsRepository,
  runPayrollPeriod,
  settlePeriodContracts,
  teamFiguresOf,
} from '../apps/server/src/areas/agents/index.ts';
import { reconcileLedger } from '../apps/server/src/areas/money/index.ts';
import { type Db, openPostgres } from '../apps/server/src/db/kysely.ts';
import { acceptDailyContracts, fundPayingUplines } from './payroll-contracts.ts';
import { BETS, DAY, fillRounds, fmt, MEMBERS, seconds, seedDayStage } from './payroll-day.ts';
import { scratchDatabase } from './wallet-lib.ts';

/** Each paying upline's starting cash, minor units: well above what its contracts owe in a day. */
const FUNDING = 5_000_000n;

/** What the ledger moved as salaries, and what the day's statements say they paid. */
async function paidFigures(db: Db, merchantId: number) {
  const transfers = await sql<{ n: string; total: string }>`
    select count(*)::text as n, coalesce(sum(amount), 0)::text as total
    from ledger_transfers where merchant_id = ${merchantId} and kind = 'salary'`.execute(db);
  const statements = await sql<{ n: string; paying: string; total: string; house: string }>`
    select count(*)::text as n, count(*) filter (where amount > 0)::text as paying,
           coalesce(sum(amount), 0)::text as total,
           coalesce(sum(amount) filter (where paid_by = 'house'), 0)::text as house
    from payroll_statements
    where merchant_id = ${merchantId} and contract_type = 'daily' and period_kind = ${DAY.kind}
      and period_from = ${DAY.from}`.execute(db);
  const t = transfers.rows[0] as { n: string; total: string };
  const s = statements.rows[0] as { n: string; paying: string; total: string; house: string };
  return {
    transfers: Number(t.n),
    transferred: BigInt(t.total),
    statements: Number(s.n),
    paying: Number(s.paying),
    stated: BigInt(s.total),
    byHouse: BigInt(s.house),
  };
}

/** The one read of every contract team's day figures a run makes, timed alone. */
async function readShare(db: Db, merchantId: number) {
  const contracts = await payrollRunsRepository(db).contractsFor(merchantId, 'daily', DAY);
  const t0 = performance.now();
  const teamOf = await teamFiguresOf(db, {
    merchantId,
    roots: contracts.map((c) => c.downline_id),
    from: DAY.from,
    to: DAY.to,
  });
  const secs = seconds(t0);
  const validBet = contracts.reduce((sum, c) => sum + teamOf(c.downline_id).validBet, 0n);
  return { contracts: contracts.length, secs, validBet };
}

async function main() {
  const scratch = await scratchDatabase('bench_payrun');
  const { db, close } = openPostgres(scratch.url);
  try {
    const { merchantId, levels, games } = await seedDayStage(db);
    console.log(
      `members ${fmt(MEMBERS, 0)} in levels ${levels.join(' / ')}; bets ${fmt(BETS, 0)} over ${DAY.label}`,
    );
    await sql`alter table game_rounds disable trigger points_on_round`.execute(db);
    const filled = await fillRounds(db, merchantId, games, 'run');
    console.log(`rounds inserted with the statistics trigger: ${fmt(filled)} s`);
    const contracts = await acceptDailyContracts(db, merchantId);
    let t0 = performance.now();
    const funded = await fundPayingUplines(db, merchantId, FUNDING);
    console.log(
      `daily contracts ${fmt(contracts, 0)}; ${fmt(funded, 0)} paying uplines funded ${FUNDING} minor units ` +
        `each through the ledger in ${fmt(seconds(t0), 2)} s`,
    );
    await sql`analyze`.execute(db);

    const errors: string[] = [];
    const onError = (err: unknown, id: bigint) =>
      errors.push(`contract ${id}: ${err instanceof Error ? err.message : String(err)}`);
    t0 = performance.now();
    const first = await runPayrollPeriod(
      db,
      { merchantId, type: 'daily', period: DAY, now: DAY.to },
      onError,
    );
    const runSecs = seconds(t0);
    console.log(
      `payroll run: ${fmt(first.contracts, 0)} contracts settled, ${fmt(first.paid, 0)} paid, ` +
        `${fmt(first.failed, 0)} failed in ${fmt(runSecs, 2)} s (goal < 60 s)`,
    );
    for (const e of errors.slice(0, 5)) console.log(`  ${e}`);

    const after = await paidFigures(db, merchantId);
    console.log(
      `statements ${fmt(after.statements, 0)} for ${fmt(first.contracts, 0)} contracts ` +
        `(${after.statements === first.contracts ? 'equal' : 'DIFFERENT'}); ${fmt(after.paying, 0)} paying`,
    );
    console.log(
      `salary transfers ${fmt(after.transfers, 0)} totalling ${after.transferred}; statements total ${after.stated} ` +
        `(${after.transferred === after.stated ? 'equal' : 'DIFFERENT'}); paid by the house ${after.byHouse}`,
    );
    t0 = performance.now();
    const report = await reconcileLedger(db);
    console.log(
      `wallet:reconcile: ${report.ok ? 'clean' : `${report.problems.length} problem(s)`} ` +
        `(${fmt(report.accounts, 0)} accounts, ${fmt(report.transfers, 0)} transfers, ${fmt(seconds(t0), 2)} s)`,
    );
    for (const p of report.problems.slice(0, 5)) console.log(`  ${p}`);

    t0 = performance.now();
    const again = await runPayrollPeriod(
      db,
      { merchantId, type: 'daily', period: DAY, now: DAY.to },
      onError,
    );
    const againSecs = seconds(t0);
    t0 = performance.now();
    const early = await settlePeriodContracts(db, { merchantId, type: 'daily', period: DAY }, onError);
    const earlySecs = seconds(t0);
    const final = await paidFigures(db, merchantId);
    console.log(
      `second run: ran ${again.ran}, paid ${again.paid} (${fmt(againSecs, 2)} s); settling every contract again: ` +
        `${fmt(early.contracts, 0)} looked at, paid ${early.paid}, failed ${early.failed} (${fmt(earlySecs, 2)} s); ` +
        `salaries still ${final.transferred} in ${fmt(final.transfers, 0)} transfers ` +
        `(${final.transferred === after.transferred && final.transfers === after.transfers ? 'nothing more' : 'PAID AGAIN'})`,
    );

    const share = await readShare(db, merchantId);
    console.log(
      `the run's one read of the teams' day figures, alone: ${fmt(share.secs, 2)} s for ` +
        `${fmt(share.contracts, 0)} contracts (valid bet summed over the teams ${share.validBet})`,
    );
  } finally {
    await close();
    await scratch.drop();
  }
}

await main();
