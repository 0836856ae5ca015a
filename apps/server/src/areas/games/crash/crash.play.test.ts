import {
  CRASH_GROWTH_PER_MS,
  crashBetOutcome,
  crashMultiplierAt,
  crashPayout,
} from '@pf/shared/inhouse/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { seedDemo } from '../../../db/seed/index.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { TEST_COST } from '../../../platform/password.ts';
import { AppError } from '../../../plugins/errors.ts';
import { testClock } from '../../../test/member-kit.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import type { PushHub } from '../../content/index.ts';
import { reconcileLedger } from '../../money/index.ts';
import { type Crash, createCrash } from './crash.module.ts';
import { crashKit, fundedMembers, START } from './crash.test-kit.ts';
import type { Owner } from './crash-money.ts';

const base = process.env.TEST_DATABASE_URL;
const CASH = 10_000_000n;
let seq = 0;
const rid = () => `crash-${Date.now().toString(36)}-${++seq}`;

/** A small deterministic generator, so a failing run can be replayed. */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'OK';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
};

/** Bets and cash-outs of many players on shared rounds, on PostgreSQL, through the ledger. */
describe.skipIf(!base)('crash bets and cash-outs on PostgreSQL', () => {
  let database: DbHandle;
  let crash: Crash;
  const clock = testClock(START);
  let kit: ReturnType<typeof crashKit>;
  const heard: { memberId?: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await seedDemo(database.db, undefined, { passwordCost: TEST_COST });
    const hub = { publish: (m: { memberId?: string }) => heard.push(m) } as unknown as PushHub;
    crash = createCrash({ db: database.db, now: clock.now, hub });
    kit = crashKit(database.db, clock);
  });
  afterAll(async () => {
    crash?.close();
    await database?.close();
  });

  it('refuses a bet outside the betting phase and changes nothing', async () => {
    const [p] = (await fundedMembers(database.db, 'early', 1, CASH)) as [Owner];
    // No round yet.
    expect(await codeOf(crash.service.placeBet(p, rid(), 100_00n, null))).toBe('CRASH_BETTING_CLOSED');
    const { round, durationMs } = await kit.bettingRound(crash, 150);
    // Running: the start has passed.
    kit.at(round, 0);
    expect(await codeOf(crash.service.placeBet(p, rid(), 100_00n, 200))).toBe('CRASH_BETTING_CLOSED');
    // Crashed.
    kit.at(round, durationMs);
    await crash.clock.tick();
    expect(await codeOf(crash.service.placeBet(p, rid(), 100_00n, null))).toBe('CRASH_BETTING_CLOSED');
    expect(await kit.balance(p)).toBe(CASH);
    const bets = await selectWhere(database.db, 'crash_bets', { member_id: p.memberId })
      .select('id')
      .execute();
    expect(bets).toEqual([]);
    // Stake limits are the other originals' (100.00 … 1,000,000.00) and refuse before anything moves.
    await kit.bettingRound(crash);
    expect(await codeOf(crash.service.placeBet(p, rid(), 99_99n, null))).toBe('INHOUSE_STAKE_RANGE');
    expect(await kit.balance(p)).toBe(CASH);
  });

  it("asks the bonus engine's maximum bet inside the bet's transaction and changes nothing on a refusal", async () => {
    const [p] = (await fundedMembers(database.db, 'capped', 1, CASH)) as [Owner];
    const asked: bigint[] = [];
    const capped = createCrash({
      db: database.db,
      now: clock.now,
      stakeGate: async (_trx, memberId, stake) => {
        asked.push(stake);
        if (memberId === p.memberId && stake > 500_00n) {
          throw new AppError('BONUS_MAX_BET', 'Above the maximum bet while a bonus is wagering');
        }
      },
    });
    await kit.bettingRound(capped);
    expect(await codeOf(capped.service.placeBet(p, rid(), 500_01n, null))).toBe('BONUS_MAX_BET');
    expect(await kit.balance(p)).toBe(CASH);
    const { bet } = await capped.service.placeBet(p, rid(), 500_00n, null);
    expect(bet.stake).toBe('500.00');
    expect(await kit.balance(p)).toBe(CASH - 500_00n);
    expect(asked).toEqual([500_01n, 500_00n]);
    capped.close();
  });

  it('takes 50 concurrent identical bet requests as one bet', async () => {
    const [p] = (await fundedMembers(database.db, 'twin', 1, CASH)) as [Owner];
    const { round } = await kit.bettingRound(crash);
    const requestId = rid();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => crash.service.placeBet(p, requestId, 250_00n, 300)),
    );
    expect(new Set(answers.map((a) => a.bet.betId)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await kit.balance(p)).toBe(CASH - 250_00n);
    // Another request on the same round is a second bet, which a member may not have.
    expect(await codeOf(crash.service.placeBet(p, rid(), 250_00n, 300))).toBe('CRASH_ALREADY_BET');
    // The same request id with another stake is not a retry.
    expect(await codeOf(crash.service.placeBet(p, requestId, 260_00n, 300))).toBe('IDEMPOTENCY_CONFLICT');
    const rows = await selectWhere(database.db, 'crash_bets', { member_id: p.memberId })
      .selectAll()
      .execute();
    expect(rows.map((r) => r.round_id)).toEqual([round.id]);
  });

  it('pays a cash-out retried 50 times once', async () => {
    const [p] = (await fundedMembers(database.db, 'retry', 1, CASH)) as [Owner];
    const { round, durationMs } = await kit.bettingRound(crash, 120);
    const { bet } = await crash.service.placeBet(p, rid(), 1_000_00n, null);
    expect(await codeOf(crash.service.cashOut(p, bet.betId))).toBe('CRASH_NOT_RUNNING');
    // Below 1.01× (the first 165 ms) nothing can be cashed out, so a bet is never a free round trip.
    kit.at(round, 100);
    expect(await codeOf(crash.service.cashOut(p, bet.betId))).toBe('CRASH_TOO_EARLY');
    // Cash out halfway to the crash.
    const when = Math.floor(durationMs / 2);
    kit.at(round, when);
    const multiplier = crashMultiplierAt(when);
    const answers = await Promise.all(Array.from({ length: 50 }, () => crash.service.cashOut(p, bet.betId)));
    const win = crashPayout(1_000_00n, multiplier);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    for (const a of answers) expect(a.bet).toMatchObject({ status: 'won', cashedOutAt: multiplier });
    expect(await kit.balance(p)).toBe(CASH - 1_000_00n + win);
    const payouts = await database.db
      .selectFrom('ledger_transfers')
      .select('amount')
      .where('reference', '=', `inhouse:crash:bet:${bet.betId}`)
      .execute();
    expect(payouts.map((t) => t.amount)).toEqual([win]);
    kit.at(round, durationMs);
    await crash.clock.tick();
    expect(await kit.balance(p)).toBe(CASH - 1_000_00n + win);
  });

  it('pays once when cash-outs cross the clock paying the same bet’s auto cash-out', async () => {
    const [p] = (await fundedMembers(database.db, 'cross', 1, CASH)) as [Owner];
    const { round, durationMs } = await kit.bettingRound(crash, 130);
    const { bet } = await crash.service.placeBet(p, rid(), 1_000_00n, 120);
    // Just past the moment the multiplier reaches 1.20×: the clock and 30 requests race for the bet.
    const reach = Math.ceil(Math.log(1.2) / CRASH_GROWTH_PER_MS) + 5;
    kit.at(round, reach);
    const [, ...answers] = await Promise.all([
      crash.clock.tick(),
      ...Array.from({ length: 30 }, () => crash.service.cashOut(p, bet.betId)),
    ]);
    for (const a of answers) expect(a.bet).toMatchObject({ status: 'won', cashedOutAt: 120, win: '1200.00' });
    expect(await kit.balance(p)).toBe(CASH + 200_00n);
    const payouts = await database.db
      .selectFrom('ledger_transfers')
      .select('amount')
      .where('reference', '=', `inhouse:crash:bet:${bet.betId}`)
      .execute();
    expect(payouts.map((x) => x.amount)).toEqual([1_200_00n]);
    kit.at(round, durationMs);
    await crash.clock.tick();
  });

  it('settles 200 players (auto, manual and too late cash-outs) exactly once with a balanced ledger', async () => {
    const players = await fundedMembers(database.db, 'crowd', 200, CASH);
    const next = random(20_261_125);
    const { round, crashPoint, durationMs } = await kit.bettingRound(crash, 150);
    type Plan = { p: Owner; stake: bigint; auto: number | null; cashAtMs: number | null; betId?: string };
    const plans: Plan[] = players.map((p, i) => {
      const stake = BigInt(100_00 + Math.floor(next() * 5_000_00));
      const kind = i % 4;
      // Auto targets around the crash point; manual cash-outs before it, and some after it.
      const auto = kind === 0 ? 101 + Math.floor(next() * (crashPoint * 2 - 101)) : null;
      const cashAtMs =
        kind === 1 || kind === 3
          ? 250 + Math.floor(next() * (durationMs * 0.98 - 250))
          : kind === 2
            ? durationMs + Math.floor(next() * 2_000)
            : null;
      return { p, stake, auto, cashAtMs };
    });
    await Promise.all(
      plans.map(async (plan) => {
        plan.betId = (await crash.service.placeBet(plan.p, rid(), plan.stake, plan.auto)).bet.betId;
      }),
    );
    // The round runs: the clock ticks every 250 ms of its time, members cash out as planned.
    const byTime = plans
      .filter((x) => x.cashAtMs !== null)
      .sort((a, b) => (a.cashAtMs ?? 0) - (b.cashAtMs ?? 0));
    const end = durationMs + 2_500;
    let k = 0;
    for (let t = 0; t <= end; t += 250) {
      const due: Plan[] = [];
      while (k < byTime.length && (byTime[k]?.cashAtMs ?? 0) < t + 250) due.push(byTime[k++] as Plan);
      kit.at(round, t);
      await Promise.all([
        crash.clock.tick(),
        ...due.map((d) => crash.service.cashOut(d.p, d.betId as string)),
      ]);
    }
    const bets = await selectWhere(database.db, 'crash_bets', { round_id: round.id }).selectAll().execute();
    expect(bets).toHaveLength(200);
    for (const plan of plans) {
      const bet = bets.find((b) => String(b.id) === plan.betId);
      // The server's multiplier when the cash-out came (time moves in 250 ms steps).
      const tStep = plan.cashAtMs === null ? null : Math.floor(plan.cashAtMs / 250) * 250;
      const multiplier = tStep === null || tStep >= durationMs ? null : crashMultiplierAt(tStep);
      const expected = crashBetOutcome(plan.auto, crashPoint, multiplier);
      expect(bet).toMatchObject({ status: expected.status, cashed_out_at: expected.cashedOutAt });
      if (bet?.status === 'won') {
        expect(bet.win).toBe(crashPayout(bet.stake, bet.cashed_out_at as number));
        expect(bet.cashed_out_at).toBeLessThanOrEqual(crashPoint);
      }
      if (tStep !== null && tStep >= durationMs) expect(bet?.status).toBe('lost');
      expect(await kit.balance(plan.p)).toBe(CASH - plan.stake + (bet?.win ?? 0n));
    }
    expect(bets.filter((b) => b.status === 'won').length).toBeGreaterThan(50);
    expect(bets.filter((b) => b.status === 'lost').length).toBeGreaterThan(40);
    // One payout per winning bet, none for a lost one.
    const payouts = await database.db
      .selectFrom('ledger_transfers')
      .select(['reference', 'amount'])
      .where('reference', 'like', 'inhouse:crash:bet:%')
      .execute();
    for (const b of bets) {
      const mine = payouts.filter((t) => t.reference === `inhouse:crash:bet:${b.id}`);
      expect(mine.map((t) => t.amount)).toEqual(b.status === 'won' ? [b.win] : []);
    }
    // The catalog copy of each bet shows it settled with its win.
    const copies = await selectWhere(database.db, 'game_rounds', { vendor: 'BGS' })
      .select(['round_id', 'win', 'status'])
      .where(
        'round_id',
        'in',
        bets.map((b) => `CR${b.id}`),
      )
      .execute();
    expect(copies).toHaveLength(200);
    expect(copies.every((c) => c.status === 'settled')).toBe(true);
    // Each member whose bet the clock settled (auto cash-out or crash) heard of it on their channel.
    const told = new Set(heard.map((m) => m.memberId));
    for (const plan of plans.filter((x) => x.cashAtMs === null))
      expect(told.has(String(plan.p.memberId))).toBe(true);
    expect((await reconcileLedger(database.db)).problems).toEqual([]);
  });
});
