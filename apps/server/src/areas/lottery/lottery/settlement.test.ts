import { randomBytes } from 'node:crypto';
import {
  DEFAULT_VN_ODDS,
  formatVnResult,
  type KenoBet,
  settleBet,
  settleKenoBet,
  VN_BET_SPECS,
  VN_BET_TYPES,
  VN_LAYOUTS,
  type VnBet,
} from '@pf/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { insertDrawnDraw } from '../../../test/drawn-draw.ts';
import { createTestDatabase, dbKinds } from '../../../test/test-db.ts';
import { seedDemoMerchant } from '../../brand/index.ts';
import { createLedger, memberAccount } from '../../money/index.ts';
import { kenoBetTerms, termColumns, vnBetTerms } from './bet-terms.ts';
import { seedLotteryGames } from './demo-lottery.ts';
import { settleClaimedDraw, settleNextDraw } from './settlement.ts';

const digits = (n: number) =>
  fc.array(fc.constantFrom('0', '1', '2', '9'), { minLength: n, maxLength: n }).map((d) => d.join(''));
const mbDraw = fc.tuple(
  ...VN_LAYOUTS.MB.map((row) => fc.array(digits(row.digits), { minLength: row.count, maxLength: row.count })),
);
const bet = fc.constantFrom(...VN_BET_TYPES).chain((type) => {
  const spec = VN_BET_SPECS[type];
  return fc.record({
    type: fc.constant(type),
    numbers: fc.uniqueArray(digits(spec.digits), { minLength: spec.min, maxLength: Math.min(spec.max, 6) }),
    stake: fc.bigInt({ min: 1n, max: 1_000_000n }),
  });
});

const kenoBet: fc.Arbitrary<KenoBet> = fc.oneof(
  fc.record({
    kind: fc.constant('spots' as const),
    picks: fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 }),
  }),
  fc.record({
    kind: fc.constant('bigSmall' as const),
    side: fc.constantFrom('big' as const, 'small' as const),
  }),
  fc.record({
    kind: fc.constant('oddEven' as const),
    side: fc.constantFrom('odd' as const, 'even' as const),
  }),
);
// Now and then a draw on the midpoints: ten odd numbers and a sum of exactly 810 (a push).
const kenoDraw = fc.oneof(
  fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 20, maxLength: 20 }),
  fc.constant([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80]),
);

describe.each(dbKinds)('draw settlement on %s', (kind) => {
  let h: DbHandle;
  let merchantId: number;
  let gameId: number;
  let kenoGameId: number;
  let seq = 0;

  beforeAll(async () => {
    h = await createTestDatabase(kind);
    merchantId = await seedDemoMerchant(h.db);
    await seedLotteryGames(h.db, merchantId, {});
    gameId = (
      await selectWhere(h.db, 'lottery_games', { code: 'vnfast-45s' }).select('id').executeTakeFirstOrThrow()
    ).id;
    kenoGameId = (
      await h.db.selectFrom('lottery_games').select('id').where('code', '=', 'keno').executeTakeFirstOrThrow()
    ).id;
  });

  async function settleById(drawId: bigint) {
    return h.db.transaction().execute(async (trx) => {
      const claimed = await selectWhere(trx, 'lottery_draws', { id: drawId })
        .selectAll()
        .forUpdate()
        .executeTakeFirstOrThrow();
      return settleClaimedDraw(trx, claimed, new Date());
    });
  }
  afterAll(async () => h?.close());

  /** A drawn draw holding `bets` of members 1–5, written as placement would store them. */
  async function drawnDraw(rows: string[][], bets: VnBet[]) {
    seq += 1;
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, seq));
    const seed = randomBytes(8).toString('hex');
    const drawId = await insertDrawnDraw(h.db, {
      merchantId,
      gameId,
      numero: `P-${seq}`,
      at,
      seed,
      result: { region: 'MB', rows },
      winningNumber: formatVnResult({ region: 'MB', rows }, 'rows'),
    });
    if (bets.length) {
      await h.db
        .insertInto('lottery_bets')
        .values(
          bets.map((b, i) => ({
            merchant_id: merchantId,
            member_id: BigInt((i % 5) + 1),
            game_id: gameId,
            draw_id: drawId,
            request_id: `p${seq}`,
            line: i,
            bet_type: b.type,
            numbers: b.numbers,
            stake: b.stake,
            cost: VN_BET_SPECS[b.type].combination ? b.stake : b.stake * BigInt(b.numbers.length),
            ...termColumns(vnBetTerms(DEFAULT_VN_ODDS.MB, b.type, b.numbers)),
            currency: 'VND',
            placed_at: at,
          })),
        )
        .execute();
    }
    return drawId;
  }

  it('pays every bet what the shared settleBet says, and each member once per draw', async () => {
    await fc.assert(
      fc.asyncProperty(mbDraw, fc.array(bet, { minLength: 0, maxLength: 40 }), async (rows, bets) => {
        const drawId = await drawnDraw(rows as string[][], bets as VnBet[]);
        const cash = async (m: number) =>
          (await createLedger(h.db).balance(memberAccount(merchantId, m, 'VND'))).balance;
        const before = await Promise.all([1, 2, 3, 4, 5].map(cash));
        const settled = await h.db.transaction().execute(async (trx) => {
          const claimed = await selectWhere(trx, 'lottery_draws', { id: drawId })
            .selectAll()
            .forUpdate()
            .executeTakeFirstOrThrow();
          return settleClaimedDraw(trx, claimed, new Date());
        });
        const stored = await selectWhere(h.db, 'lottery_bets', { draw_id: drawId })
          .select(['line', 'payout', 'hits', 'member_id'])
          .orderBy('line')
          .execute();
        const result = { region: 'MB' as const, rows: rows as string[][] };
        const due = [0n, 0n, 0n, 0n, 0n];
        (bets as VnBet[]).forEach((b, i) => {
          const expected = settleBet(b, result, DEFAULT_VN_ODDS);
          expect(stored[i]?.payout ?? 0n).toBe(expected.payout);
          if (expected.payout > 0n) expect(stored[i]?.hits).toBe(expected.hits);
          due[i % 5] = (due[i % 5] as bigint) + expected.payout;
        });
        const after = await Promise.all([1, 2, 3, 4, 5].map(cash));
        for (const [m, a] of after.entries()) expect(a - (before[m] as bigint)).toBe(due[m]);
        expect(settled.membersPaid).toBe(due.filter((d) => d > 0n).length);
        expect(settled.betCount).toBe(bets.length);
      }),
      { numRuns: 12 },
    );
  });

  it('pays keno spots and side bets what the shared settleKenoBet says, pushes included', async () => {
    await fc.assert(
      fc.asyncProperty(
        kenoDraw,
        fc.array(fc.tuple(kenoBet, fc.bigInt({ min: 1n, max: 10n ** 9n })), { minLength: 1, maxLength: 30 }),
        async (drawn, bets) => {
          seq += 1;
          const at = new Date(Date.UTC(2026, 0, 2, 0, 0, seq));
          const drawId = await insertDrawnDraw(h.db, {
            merchantId,
            gameId: kenoGameId,
            numero: `K-${seq}`,
            at,
            result: drawn,
            winningNumber: drawn.join(','),
          });
          await h.db
            .insertInto('lottery_bets')
            .values(
              bets.map(([b, stake], i) => ({
                merchant_id: merchantId,
                member_id: BigInt((i % 3) + 1),
                game_id: kenoGameId,
                draw_id: drawId,
                request_id: `k${seq}`,
                line: i,
                bet_type: b.kind === 'spots' ? 'spots' : b.side,
                numbers: b.kind === 'spots' ? b.picks.map(String) : [],
                stake,
                cost: stake,
                ...termColumns(
                  kenoBetTerms(
                    b.kind === 'spots' ? 'spots' : b.side,
                    b.kind === 'spots' ? b.picks.length : 0,
                  ),
                ),
                currency: 'VND',
                placed_at: at,
              })),
            )
            .execute();
          const settled = await settleById(drawId);
          const stored = await selectWhere(h.db, 'lottery_bets', { draw_id: drawId })
            .select(['line', 'payout'])
            .orderBy('line')
            .execute();
          let total = 0n;
          bets.forEach(([b, stake], i) => {
            const expected = settleKenoBet(b, drawn, stake).payout;
            expect([i, stored[i]?.payout ?? 0n]).toEqual([i, expected]);
            total += expected;
          });
          expect(settled.payoutTotal).toBe(total);
          const credited = await h.db
            .selectFrom('ledger_transfers')
            .select((eb) => eb.fn.sum<string>('amount').as('s'))
            .where('reference', '=', `lottery-draw:${drawId}`)
            .executeTakeFirstOrThrow();
          expect(BigInt(credited.s ?? 0)).toBe(total);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('claims a drawn draw once: a second settlement finds nothing to do', async () => {
    const drawId = await drawnDraw(
      VN_LAYOUTS.MB.map((r) => Array(r.count).fill('9'.repeat(r.digits))),
      [{ type: 'lo2', numbers: ['99'], stake: 100n }],
    );
    const first = await settleNextDraw(h.db, new Date());
    expect(first?.drawId).toBe(drawId);
    expect(await settleNextDraw(h.db, new Date())).toBeNull();
    const wins = await h.db
      .selectFrom('ledger_transfers')
      .select(['amount'])
      .where('reference', '=', `lottery-draw:${drawId}`)
      .execute();
    // 27 prize numbers all ending in 99: 27 hits at 99 per 27.
    expect(wins.map((w) => w.amount)).toEqual([(100n * 99n * 27n) / 27n]);
  });
});
