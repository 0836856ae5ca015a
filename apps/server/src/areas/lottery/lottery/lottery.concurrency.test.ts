import { formatVnResult } from '@pf/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPostgres } from '../../../db/kysely.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { seedDemo } from '../../../db/seed/index.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { TEST_COST } from '../../../platform/password.ts';
import { testClock } from '../../../test/member-kit.ts';
import { scratchPostgres } from '../../../test/scratch-postgres.ts';
import { auditService } from '../../identity/index.ts';
import { reconcileLedger, seedDemoBalance } from '../../money/index.ts';
import { feedSecret } from './feed-secret.ts';
import { createLottery, type Lottery } from './lottery.module.ts';
import { chooseResultsFeed } from './results-feeds.ts';
import { sandboxResult } from './sandbox-feed.ts';

const base = process.env.TEST_DATABASE_URL;

/**
 * Two server instances (two connection pools, two schedulers) on one PostgreSQL database settle
 * the same draws at the same time: every draw is settled by exactly one of them and every winning
 * bet is paid exactly once.
 */
describe.skipIf(!base)('two lottery instances on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  const clock = testClock(new Date('2026-03-02T03:00:00Z'));
  let a: DbHandle;
  let b: DbHandle;
  let one: Lottery;
  let two: Lottery;
  const members: bigint[] = [];
  let merchantId: number;

  beforeAll(async () => {
    scratch = await scratchPostgres(base as string, 't_lot');
    a = openPostgres(scratch.url, 4);
    b = openPostgres(scratch.url, 4);
    await migrateToLatest(a.db);
    await seedDemo(a.db, undefined, { passwordCost: TEST_COST, lotteryHistoryDays: 0 });
    merchantId = (await a.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    for (let i = 0; i < 6; i++) {
      const row = await a.db
        .insertInto('members')
        .values({
          merchant_id: merchantId,
          username: `lot${i}`,
          nickname: `lot${i}`,
          password_hash: 'x',
          type: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await seedDemoBalance(a.db, merchantId, row.id, 10_000_000n);
      members.push(row.id);
    }
    one = createLottery({ db: a.db, audit: auditService(a.db), now: clock.now });
    two = createLottery({ db: b.db, audit: auditService(b.db), now: clock.now });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  it('settles every draw once and pays every win once', async () => {
    await Promise.all([one.scheduler.tick(), two.scheduler.tick()]);
    const games = ['vnfast-45s', 'vnfast-1m', 'keno'];
    // Six rounds of 45 s: every member bets on the open draw of each game, from either instance.
    for (let round = 0; round < 6; round++) {
      await Promise.all(
        members.flatMap((memberId, m) =>
          games.map((gameCode, g) =>
            (m % 2 ? one : two).bets.place(
              { merchantId, memberId },
              {
                gameCode,
                requestId: `r${round}-${m}-${g}`,
                bets:
                  gameCode === 'keno'
                    ? [
                        { betType: 'spots', numbers: ['1', '5', '9', '13', '17'], stake: '2.00' },
                        { betType: m % 2 ? 'big' : 'even', numbers: [], stake: '3.00' },
                      ]
                    : [
                        { betType: 'lo2', numbers: ['00', '25', '50', '75', String(10 + m)], stake: '1.00' },
                        { betType: 'de', numbers: [String(20 + round).padStart(2, '0')], stake: '2.00' },
                        { betType: 'dau', numbers: ['1', '3', '5', '7', '9'], stake: '1.00' },
                      ],
              },
              'VND',
            ),
          ),
        ),
      );
      clock.advance(45_000);
      await Promise.all([one.scheduler.tick(), two.scheduler.tick()]);
    }
    clock.advance(15 * 60_000);
    const settledBy: bigint[][] = [[], []];
    for (let i = 0; i < 5; i++) {
      const [x, y] = await Promise.all([one.scheduler.tick(), two.scheduler.tick()]);
      settledBy[0]?.push(...x.settled.map((s) => s.drawId));
      settledBy[1]?.push(...y.settled.map((s) => s.drawId));
    }

    const db = a.db;
    const withBets = await db.selectFrom('lottery_bets').select('draw_id').distinct().execute();
    const drawIds = withBets.map((r) => r.draw_id);
    expect(drawIds.length).toBeGreaterThanOrEqual(10);
    const statuses = await db
      .selectFrom('lottery_draws')
      .select('status')
      .where('id', 'in', drawIds)
      .execute();
    expect(statuses.every((s) => s.status === 'settled')).toBe(true);
    // No draw was settled by both instances.
    const all = [...(settledBy[0] ?? []), ...(settledBy[1] ?? [])].map(String);
    expect(new Set(all).size).toBe(all.length);

    // Every (draw, member) with winnings has exactly one ledger credit of exactly their sum.
    const owed = await db
      .selectFrom('lottery_bets')
      .select(['draw_id', 'member_id', db.fn.sum<string>('payout').as('won')])
      .where('payout', 'is not', null)
      .groupBy(['draw_id', 'member_id'])
      .execute();
    const credits = await selectWhere(db, 'ledger_transfers', { kind: 'lottery_win' })
      .select(['idempotency_key', 'amount'])
      .execute();
    expect(owed.length).toBeGreaterThan(0);
    expect(credits).toHaveLength(owed.length);
    const byKey = new Map(credits.map((c) => [c.idempotency_key, c.amount]));
    for (const o of owed) expect(byKey.get(`lottery:win:${o.draw_id}:${o.member_id}`)).toBe(BigInt(o.won));

    // Balances: start − stakes + wins, for every member.
    for (const memberId of members) {
      const stake = await db
        .selectFrom('lottery_bets')
        .select(db.fn.sum<string>('cost').as('s'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      const won = await db
        .selectFrom('lottery_bets')
        .select(db.fn.sum<string>('payout').as('w'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      const cash = await db
        .selectFrom('ledger_balances as b')
        .innerJoin('ledger_accounts as a', 'a.id', 'b.account_id')
        .select('b.balance')
        .where('a.owner_kind', '=', 'member')
        .where('a.owner_id', '=', String(memberId))
        .where('a.purpose', '=', 'cash')
        .executeTakeFirstOrThrow();
      expect(cash.balance).toBe(10_000_000n - BigInt(stake.s ?? 0) + BigInt(won.w ?? 0));
    }
    expect((await reconcileLedger(db)).problems).toEqual([]);
  });

  it('takes each traditional result from the sandbox feed once when both instances fetch it at once', async () => {
    const errors: unknown[] = [];
    const withFeed = (h: DbHandle) =>
      createLottery({
        db: h.db,
        audit: auditService(h.db),
        now: clock.now,
        feed: chooseResultsFeed(undefined, { db: h.db, now: clock.now, production: false }),
        onError: (err) => errors.push(err),
      });
    const [x, y] = [withFeed(a), withFeed(b)];
    await Promise.all([x.scheduler.generate(), y.scheduler.generate()]);
    // Every member bets on Miền Bắc's open draw from either instance; đầu on all ten digits wins once.
    const mb = await x.gameDetail(merchantId, 'vn-mb');
    const drawId = BigInt(mb.draw?.drawId ?? 0);
    await Promise.all(
      members.map((memberId, m) =>
        (m % 2 ? x : y).bets.place(
          { merchantId, memberId },
          {
            gameCode: 'vn-mb',
            requestId: `feed-${m}`,
            bets: [
              { betType: 'dau', numbers: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], stake: '1.00' },
              { betType: 'lo2', numbers: [String(m * 11).padStart(2, '0')], stake: '2.00' },
            ],
          },
          'VND',
        ),
      ),
    );
    const drawAt = new Date(mb.draw?.drawAt ?? 0);
    clock.advance(drawAt.getTime() - clock.now().getTime());

    // Both instances ask the feed about every due draw at the same moment: each is entered once.
    const due = await a.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select('d.id')
      .where('g.kind', '=', 'vn')
      .where('d.status', 'in', ['open', 'locked'])
      .where('d.draw_at', '<=', clock.now())
      .execute();
    expect(due.map((d) => d.id)).toContain(drawId);
    const [ex, ey] = await Promise.all([x.scheduler.pollFeed(), y.scheduler.pollFeed()]);
    expect(ex + ey).toBe(Math.min(due.length, 20));
    for (let i = 0; i < 5; i++) await Promise.all([x.scheduler.tick(), y.scheduler.tick()]);
    expect(errors).toEqual([]);

    const entries = await selectWhere(a.db, 'lottery_result_entries', { draw_id: drawId })
      .select(['status', 'source'])
      .execute();
    expect(entries).toEqual([{ status: 'confirmed', source: 'feed:sandbox' }]);
    const draw = await selectWhere(a.db, 'lottery_draws', { id: drawId })
      .select(['status', 'winning_number', 'numero'])
      .executeTakeFirstOrThrow();
    expect(draw.status).toBe('settled');
    const secret = await feedSecret(a.db, 'sandbox');
    expect(draw.winning_number).toBe(
      formatVnResult(sandboxResult(secret, { gameCode: 'vn-mb', region: 'MB', date: draw.numero }), 'rows'),
    );

    // Fetched and entered again afterwards, it settles nothing twice.
    await expect(
      x.results.enterFromFeed(drawId, draw.winning_number ?? '', 'feed:sandbox'),
    ).rejects.toMatchObject({ code: 'LOTTERY_DRAW_STATE' });
    await Promise.all([x.scheduler.tick(), y.scheduler.tick()]);
    const owed = await a.db
      .selectFrom('lottery_bets')
      .select(['member_id', a.db.fn.sum<string>('payout').as('won')])
      .where('draw_id', '=', drawId)
      .where('payout', 'is not', null)
      .groupBy('member_id')
      .execute();
    expect(owed).toHaveLength(members.length);
    const credits = await a.db
      .selectFrom('ledger_transfers')
      .select(['idempotency_key', 'amount'])
      .where('idempotency_key', 'like', `lottery:win:${drawId}:%`)
      .execute();
    expect(credits).toHaveLength(members.length);
    const byKey = new Map(credits.map((c) => [c.idempotency_key, c.amount]));
    for (const o of owed) expect(byKey.get(`lottery:win:${drawId}:${o.member_id}`)).toBe(BigInt(o.won));
    expect((await reconcileLedger(a.db)).problems).toEqual([]);
  });

  /** Every link of every seed chain handed out so far, against the draws that hold one. */
  async function expectNoUndrawnLinks() {
    const db = a.db;
    const chains = await db
      .selectFrom('lottery_seed_chains as c')
      .leftJoin('lottery_draws as d', 'd.chain_id', 'c.id')
      .select(['c.id', 'c.next_index'])
      .select((eb) => [eb.fn.max('d.chain_index').as('last'), eb.fn.count('d.id').as('draws')])
      .groupBy(['c.id', 'c.next_index'])
      .execute();
    expect(chains.some((c) => Number(c.draws) > 0)).toBe(true);
    for (const c of chains) {
      // Every link handed out is one draw's, from the first on: a link left undrawn would leave
      // the draw after it without its commitment, closed to bets.
      expect({ chain: c.id, taken: c.next_index - 1 }).toEqual({ chain: c.id, taken: Number(c.last ?? 0) });
      expect(Number(c.draws)).toBe(Number(c.last ?? 0));
    }
  }

  it('tops a game up from both instances at once without taking seed-chain links no draw uses', async () => {
    // Far enough ahead that every game needs new draws on both instances' next pass.
    for (let round = 0; round < 3; round++) {
      clock.advance(6 * 60 * 60_000);
      await Promise.all([one.scheduler.generate(), two.scheduler.generate()]);
    }
    await expectNoUndrawnLinks();
  });

  it('takes no links for a burst of sixty top-ups at once, and none when the insert fails mid-way', async () => {
    clock.advance(6 * 60 * 60_000);
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).scheduler.generate()),
    );
    expect(burst.reduce((n, created) => n + created, 0)).toBeGreaterThan(0);
    await expectNoUndrawnLinks();

    // The database refuses the new draws after the links were taken: both are rolled back.
    const before = await a.db.selectFrom('lottery_seed_chains').select(['id', 'next_index']).execute();
    await sql`create function t_refuse_draws() returns trigger language plpgsql as
      $$ begin raise exception 'refused'; end $$`.execute(a.db);
    await sql`create trigger t_refuse before insert on lottery_draws
      for each statement execute function t_refuse_draws()`.execute(a.db);
    clock.advance(6 * 60 * 60_000);
    try {
      await expect(one.scheduler.generate()).rejects.toThrow('refused');
    } finally {
      await sql`drop trigger t_refuse on lottery_draws`.execute(a.db);
      await sql`drop function t_refuse_draws()`.execute(a.db);
    }
    const after = await a.db.selectFrom('lottery_seed_chains').select(['id', 'next_index']).execute();
    expect(after).toEqual(before);

    // Retried, the same top-up goes through in full.
    expect(await two.scheduler.generate()).toBeGreaterThan(0);
    await expectNoUndrawnLinks();
  });
});
