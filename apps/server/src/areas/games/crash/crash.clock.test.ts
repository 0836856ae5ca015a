import { hashServerSeed } from '@pf/shared';
import { CRASH_BETTING_MS, CRASH_PAUSE_MS, verifyCrashRound } from '@pf/shared/inhouse/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPostgres } from '../../../db/kysely.ts';
import { seedDemo } from '../../../db/seed/index.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { TEST_COST } from '../../../platform/password.ts';
import { testClock } from '../../../test/member-kit.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { reconcileLedger } from '../../money/index.ts';
import { CRASH_LEASE_MS } from './crash.clock.ts';
import { type Crash, createCrash } from './crash.module.ts';
import { crashKit, fundedMembers, START } from './crash.test-kit.ts';
import type { Owner } from './crash-money.ts';

const base = process.env.TEST_DATABASE_URL;
let seq = 0;
const rid = () => `clock-${Date.now().toString(36)}-${++seq}`;

/**
 * The round clock on PostgreSQL: two instances (own connection pools) drive one sequence of
 * rounds, a round that crashed while no instance ran is settled at its stored crash point, and
 * every crashed round verifies against its chain.
 */
describe.skipIf(!base)('crash round clock on PostgreSQL', () => {
  let first: DbHandle;
  let second: DbHandle;
  let a: Crash;
  let b: Crash;
  const clock = testClock(START);
  let kit: ReturnType<typeof crashKit>;

  beforeAll(async () => {
    first = await createTestDatabase('postgres');
    await seedDemo(first.db, undefined, { passwordCost: TEST_COST });
    const { n } = await first.db
      .selectNoFrom((eb) => eb.fn<string>('current_database').as('n'))
      .executeTakeFirstOrThrow();
    const url = new URL(base as string);
    url.pathname = `/${n}`;
    second = openPostgres(url.toString(), 4);
    a = createCrash({ db: first.db, now: clock.now });
    b = createCrash({ db: second.db, now: clock.now });
    kit = crashKit(first.db, clock);
  });
  afterAll(async () => {
    a?.close();
    b?.close();
    await second?.close();
    await first?.close();
  });

  it('lets one of two instances lead and drives one unbroken sequence of rounds', async () => {
    const leaders: string[] = [];
    for (let step = 0; step < 400; step++) {
      const [ra, rb] = await Promise.all([a.clock.tick(), b.clock.tick()]);
      // Exactly one instance holds the lease at a time.
      expect(Number(ra.leader) + Number(rb.leader)).toBeLessThanOrEqual(1);
      if (ra.leader) leaders.push('a');
      if (rb.leader) leaders.push('b');
      clock.advance(500);
    }
    expect(new Set(leaders)).toEqual(new Set(['a']));
    // The leader stops; once its lease runs out the other instance takes over.
    clock.advance(CRASH_LEASE_MS + 1);
    const count = async () =>
      (
        await first.db
          .selectFrom('crash_rounds')
          .select('id')
          .where('merchant_id', '=', await kit.brand())
          .execute()
      ).length;
    for (let step = 0; step < 200 || (step < 3_000 && (step % 50 !== 0 || (await count()) < 8)); step++) {
      expect((await b.clock.tick()).leader).toBe(true);
      clock.advance(500);
    }
    const rounds = await first.db
      .selectFrom('crash_rounds')
      .selectAll()
      .where('merchant_id', '=', await kit.brand())
      .orderBy('id')
      .execute();
    expect(rounds.length).toBeGreaterThanOrEqual(8);
    // Links are taken in order with no gap, and at most the newest round is still live.
    expect(rounds.map((r) => r.chain_index)).toEqual(rounds.map((_, i) => (rounds[0]?.chain_index ?? 0) + i));
    expect(rounds.slice(0, -1).every((r) => r.crashed_at !== null && r.hash !== null)).toBe(true);
    // Each crashed round's link hashes to the link of the round before it.
    for (let i = 1; i < rounds.length - 1; i++) {
      expect(hashServerSeed(rounds[i]?.hash as string)).toBe(rounds[i - 1]?.hash);
    }
    // A round opens its betting phase only after the pause following the previous crash.
    for (let i = 1; i < rounds.length; i++) {
      const prev = rounds[i - 1];
      const gap = rounds[i]?.start_at.getTime() ?? 0;
      expect(gap - (prev?.crashed_at?.getTime() ?? 0)).toBeGreaterThanOrEqual(
        CRASH_PAUSE_MS + CRASH_BETTING_MS,
      );
    }
  });

  it('settles a round that crashed while no instance ran at its stored crash point', async () => {
    const [auto, manual] = (await fundedMembers(first.db, 'down', 2, 10_000_000n)) as [Owner, Owner];
    const { round, crashPoint, durationMs } = await kit.bettingRound(b, 150);
    const autoBet = await b.service.placeBet(auto, rid(), 500_00n, 110);
    const manualBet = await b.service.placeBet(manual, rid(), 500_00n, null);
    // Every instance goes down before the round starts; they come back long after its crash.
    kit.at(round, durationMs + 60_000);
    const restarted = createCrash({ db: first.db, now: clock.now });
    try {
      // The old lease has run out; the first tick of the new instance crashes the round.
      await restarted.clock.tick();
      const stored = await kit.repo.roundById(await kit.brand(), round.id);
      expect(stored).toMatchObject({ crash_point: crashPoint });
      // It crashed when the curve reached its crash point, not when the instance came back.
      expect(stored?.crashed_at?.getTime()).toBe(round.start_at.getTime() + durationMs);
      const bets = await selectWhere(first.db, 'crash_bets', { round_id: round.id }).selectAll().execute();
      const byId = new Map(bets.map((x) => [String(x.id), x]));
      expect(byId.get(autoBet.bet.betId)).toMatchObject({ status: 'won', cashed_out_at: 110, win: 550_00n });
      expect(byId.get(manualBet.bet.betId)).toMatchObject({ status: 'lost', win: 0n });
      // A cash-out that arrives now is answered with the settled bet and pays nothing.
      const late = await restarted.service.cashOut(manual, manualBet.bet.betId);
      expect(late).toMatchObject({ replayed: true, bet: { status: 'lost' } });
      expect(await kit.balance(auto)).toBe(10_000_000n + 50_00n);
      expect(await kit.balance(manual)).toBe(10_000_000n - 500_00n);
    } finally {
      restarted.close();
    }
    expect((await reconcileLedger(first.db)).problems).toEqual([]);
  });

  it('verifies past rounds: each crash point from its revealed hash, each hash a link of the chain', async () => {
    const brand = await kit.brand();
    const state = await a.service.state({ merchantId: brand, memberId: 0n, currency: 'VND' });
    expect(state.history.length).toBeGreaterThan(5);
    for (const past of state.history.slice(0, 8)) {
      const checked = await a.service.verify(brand, past.roundId);
      expect(checked).toMatchObject({ linkOk: true, crashPointOk: true });
      const local = verifyCrashRound({
        hash: past.hash as string,
        previousHash: past.previousHash as string,
        terminalHash: past.terminalHash,
        salt: past.salt,
        chainIndex: past.chainIndex,
        crashPoint: past.crashPoint as number,
      });
      expect(local).toMatchObject({ linkOk: true, terminalOk: true, crashPointOk: true });
      // A changed crash point or a hash off the chain fails.
      expect(
        verifyCrashRound({
          ...checked.round,
          hash: past.hash as string,
          previousHash: past.previousHash as string,
          crashPoint: (past.crashPoint as number) + 1,
        }).crashPointOk,
      ).toBe(false);
      expect(
        verifyCrashRound({
          ...checked.round,
          hash: 'ab'.repeat(32),
          previousHash: past.previousHash as string,
          crashPoint: past.crashPoint as number,
        }).linkOk,
      ).toBe(false);
    }
    // The live round shows no hash or crash point before it crashes.
    const live = await kit.live();
    if (live) {
      const view = (await a.service.state({ merchantId: brand, memberId: 0n, currency: 'VND' })).round;
      expect(view).toMatchObject({ hash: null, crashPoint: null });
      await expect(a.service.verify(brand, String(live.id))).rejects.toMatchObject({
        code: 'CRASH_ROUND_NOT_FOUND',
      });
    }
  });
});
