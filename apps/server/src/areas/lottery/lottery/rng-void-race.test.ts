import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { brandId } from '../../../test/brand-kit.ts';
import { testClock } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { auditService } from '../../identity/index.ts';
import { createLedger, reconcileLedger, seedDemoBalance } from '../../money/index.ts';
import { createLottery, type Lottery } from './lottery.module.ts';

const GAME = 'vnfast-45s';
/** Monday 2 March 2026, 10:00 in Hà Nội: a draw of the 45-second game opens now. */
const START = new Date('2026-03-02T03:00:00Z');
const BET_COST = 400n;

/**
 * Bets and a staff cancellation of the same RNG draw sent at once: the cancellation passes only
 * when no bet got in, and a bet never lands on a draw it cancelled.
 */
describe.each(dbKinds)('an RNG draw cancelled while bets arrive, on %s', (kind) => {
  let db: Db;
  let lottery: Lottery;
  const clock = testClock(START);
  const members: bigint[] = [];
  let merchantId: number;
  let staffId: bigint;

  const cash = async (memberId: bigint) =>
    (await createLedger(db).balances(merchantId, memberId, 'VND')).cash.available;
  const codeOf = (r: PromiseSettledResult<unknown>) =>
    r.status === 'rejected' ? String((r.reason as { code?: unknown }).code) : 'OK';

  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    db = t.database.db;
    lottery = createLottery({ db, audit: auditService(db), now: clock.now });
    merchantId = await brandId(db);
    staffId = (
      await db.selectFrom('staff').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    for (let i = 0; i < 10; i++) {
      const row = await db
        .insertInto('members')
        .values({
          merchant_id: merchantId,
          username: `race${i}`,
          nickname: `race${i}`,
          password_hash: 'x',
          type: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await seedDemoBalance(db, merchantId, row.id, 1_000_000n);
      members.push(row.id);
    }
    await lottery.scheduler.tick();
  });

  it('never lets a cancellation pass once a bet is in, nor a bet onto a cancelled draw', async () => {
    const outcomes: string[] = [];
    // The cancellation leaves with the bets, a few milliseconds later, or as soon as the first
    // (or tenth) bet has been answered while the others are still in their transactions.
    const rounds = [{ ms: 0 }, { ms: 5 }, { ms: 15 }, { answered: 1 }, { answered: 10 }];
    for (const [round, when] of rounds.entries()) {
      const draw = await db
        .selectFrom('lottery_draws as d')
        .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
        .select('d.id')
        .where('g.code', '=', GAME)
        .where('d.merchant_id', '=', merchantId)
        .where('d.status', '=', 'open')
        .executeTakeFirstOrThrow();
      const drawId = Number(draw.id);
      const before = await Promise.all(members.map(cash));
      let answered = 0;
      let enoughAnswered: () => void = () => {};
      const answeredEnough = new Promise<void>((resolve) => {
        enoughAnswered = resolve;
      });
      const bets = Array.from(
        { length: 50 },
        (_, i) => () =>
          lottery.bets
            .place(
              { merchantId, memberId: members[i % members.length] as bigint },
              {
                gameCode: GAME,
                drawId,
                requestId: `race-${round}-${i}`,
                bets: [
                  { betType: 'lo2', numbers: ['07', '70'], stake: '1.00' },
                  { betType: 'de', numbers: ['12'], stake: '2.00' },
                ],
              },
              'VND',
            )
            .finally(() => {
              if (++answered >= (when.answered ?? 1)) enoughAnswered();
            }),
      );
      const cancel = async () => {
        if (when.answered) await answeredEnough;
        else await new Promise((resolve) => setTimeout(resolve, when.ms));
        return lottery.results.cancel(draw.id, 'operator changed their mind', {
          staffId,
          merchantId: null,
          ip: '10.0.0.9',
        });
      };
      const [cancelResult, ...betResults] = await Promise.allSettled([cancel(), ...bets.map((bet) => bet())]);
      if (!cancelResult) throw new Error('no answer to the cancellation');
      const accepted = betResults.filter((r) => r.status === 'fulfilled').length;

      const stored = await selectWhere(db, 'lottery_bets', { draw_id: draw.id })
        .select(['id', 'refunded'])
        .execute();
      const { status } = await selectWhere(db, 'lottery_draws', { id: draw.id })
        .select('status')
        .executeTakeFirstOrThrow();
      if (cancelResult.status === 'fulfilled') {
        // It got the draw first: no bet may have landed on it, every bet was turned away.
        outcomes.push('cancelled');
        expect(status).toBe('cancelled');
        expect(stored).toHaveLength(0);
        expect(betResults.map(codeOf)).toEqual(betResults.map(() => 'LOTTERY_DRAW_CLOSED'));
      } else {
        // A bet got in first: the cancellation is refused and every accepted bet stands.
        outcomes.push(`refused after ${accepted} bets`);
        expect(codeOf(cancelResult)).toBe('LOTTERY_VOID_HAS_BETS');
        expect(status).toBe('open');
        expect(accepted).toBeGreaterThan(0);
        expect(stored).toHaveLength(accepted * 2);
        expect(stored.every((b) => !b.refunded)).toBe(true);
      }
      expect(betResults.map(codeOf).filter((c) => c !== 'OK' && c !== 'LOTTERY_DRAW_CLOSED')).toEqual([]);
      // Money moved exactly for the bets that stand.
      const after = await Promise.all(members.map(cash));
      const spent = before.reduce((s, b, i) => s + b - (after[i] as bigint), 0n);
      expect(spent).toBe(BigInt(stored.length / 2) * BET_COST);

      clock.advance(45_000);
      await lottery.scheduler.tick();
    }
    expect(outcomes).toHaveLength(rounds.length);
    // Sent after a bet was answered, the cancellation always meets a bet.
    expect(outcomes.slice(3).every((o) => o.startsWith('refused'))).toBe(true);
    expect((await reconcileLedger(db)).problems).toEqual([]);
  });
});
