import { describe, expect, it } from 'vitest';
import { threeLineKeno } from '../../../test/keno-draw.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { betStatsService } from '../../games/index.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { cashierKit } from '../../money/cashier/cashier.test-kit.ts';
import { periodFigures } from './period-figures.ts';
import { periodOf } from './periods.ts';

let seq = 0;
const rid = () => `bst-${Date.now().toString(36)}-${++seq}`;

/** Every settled bet counts once in the statistics, whichever module settled it. */
describe.each(dbKinds)('valid-bet statistics on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = cashierKit(() => t, 'bst');
  const vendor = walletKit(() => t);
  const db = () => t.database.db;
  const totals = async (memberId: bigint) => {
    const rows = await betStatsService(db()).totals(memberId);
    return Object.fromEntries(rows.map((r) => [r.category, [r.validBet, r.payout, r.betCount]]));
  };
  /** demo01 signed in to the test vendor, a new round id, and a wallet call for that round. */
  const vendorRound = async () => {
    const member = await vendor.login();
    const me = await db()
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo01')
      .executeTakeFirstOrThrow();
    const token = await vendor.walletToken(member);
    const roundId = rid();
    const call = (path: string, body: object) =>
      vendor.wallet(path, { token, currency: 'VND', roundId, ...body });
    return { me, roundId, call };
  };
  const hourly = (memberId: bigint) =>
    db()
      .selectFrom('bet_stats_hourly')
      .select(['category', 'valid_bet', 'payout', 'bet_count'])
      .where('member_id', '=', memberId)
      .execute();

  it('counts an in-house round once, a replayed request adds nothing', async () => {
    const m = await kit.member({ balance: 100_000n });
    const body = { requestId: rid(), stake: '100', mines: 3 };
    const start = await kit.call('POST', '/wps/inhouse/mines/start', { token: m.token, payload: body });
    expect(start.statusCode).toBe(200);
    expect(await totals(m.id)).toEqual({});
    const roundId = start.json().value.round.roundId;
    const row = await db()
      .selectFrom('inhouse_rounds')
      .select('outcome')
      .where('id', '=', BigInt(roundId))
      .executeTakeFirstOrThrow();
    const tile = (row.outcome as { mines: number[] }).mines[0];
    const reveal = () =>
      kit.call('POST', '/wps/inhouse/mines/reveal', { token: m.token, payload: { roundId, tile } });
    expect((await reveal()).json().value.round.status).toBe('settled');
    await reveal();
    await kit.call('POST', '/wps/inhouse/mines/start', { token: m.token, payload: body });
    expect(await totals(m.id)).toEqual({ INHOUSE: [10_000n, 0n, 1n] });
    const hours = await hourly(m.id);
    expect(hours).toHaveLength(1);
    expect(hours[0]).toMatchObject({ category: 'INHOUSE', valid_bet: 10_000n, bet_count: 1n });
  });

  it('counts a vendor round when it closes, once for a repeated win; a cancelled bet is taken back', async () => {
    const { me, roundId, call } = await vendorRound();
    const before = (await totals(me.id)).RNG ?? [0n, 0n, 0n];
    const betA = `${roundId}a`;
    expect(
      (await call('bet', { gameCode: 'coin-flip', transactionId: betA, amount: 1_000 })).statusCode,
    ).toBe(200);
    await call('bet', { gameCode: 'coin-flip', transactionId: `${roundId}b`, amount: 500 });
    expect((await totals(me.id)).RNG ?? [0n, 0n, 0n]).toEqual(before);
    const win = { transactionId: `${roundId}w`, amount: 700, roundClosed: true };
    expect((await call('win', win)).statusCode).toBe(200);
    await call('win', win);
    const [v0 = 0n, p0 = 0n, n0 = 0n] = before;
    expect((await totals(me.id)).RNG).toEqual([v0 + 1_500n, p0 + 700n, n0 + 1n]);
    // A late cancel of the first bet leaves the round's valid bet at the second one.
    await call('rollback', { transactionId: `${roundId}r`, referenceTransactionId: betA });
    await call('rollback', { transactionId: `${roundId}r`, referenceTransactionId: betA });
    expect((await totals(me.id)).RNG).toEqual([v0 + 500n, p0 + 700n, n0 + 1n]);
  });

  it('counts nothing for a vendor round voided before it closed', async () => {
    const { me, roundId, call } = await vendorRound();
    const before = await totals(me.id);
    await call('bet', { gameCode: 'coin-flip', transactionId: `${roundId}a`, amount: 1_000 });
    await call('rollback', { transactionId: `${roundId}r`, referenceTransactionId: `${roundId}a` });
    const round = await db()
      .selectFrom('game_rounds')
      .select('status')
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('void');
    expect(await totals(me.id)).toEqual(before);
  });

  it("counts a settled draw's lines per member once, refunded lines left out; a reversal takes them back", async () => {
    const m = await kit.member();
    const mid = await kit.merchantId();
    const draw = await threeLineKeno(db(), mid, m.id, `BST-${rid()}`);
    await draw.settle();
    const payout = await db()
      .selectFrom('lottery_bets')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('payout'), eb.val('0')).as('p'))
      .where('draw_id', '=', draw.drawId)
      .where('refunded', '=', false)
      .executeTakeFirstOrThrow();
    const counted = { LOTT: [37_050n, BigInt(payout.p), 2n] };
    expect(await totals(m.id)).toEqual(counted);
    // Settling the same draw again (status written twice) adds nothing.
    await db()
      .updateTable('lottery_draws')
      .set({ status: 'settled' })
      .where('id', '=', draw.drawId)
      .execute();
    expect(await totals(m.id)).toEqual(counted);
    // A reversal refunds the lines first, then leaves the settled state: what counted is taken back once.
    await db()
      .updateTable('lottery_bets')
      .set({ refunded: true })
      .where('draw_id', '=', draw.drawId)
      .execute();
    await db()
      .updateTable('lottery_draws')
      .set({ status: 'cancelled' })
      .where('id', '=', draw.drawId)
      .execute();
    expect(await totals(m.id)).toEqual({ LOTT: [0n, 0n, 0n] });
  });

  it('counts nothing for a settlement that rolls back', async () => {
    const m = await kit.member();
    const mid = await kit.merchantId();
    const gameId = await vendor.gameId('SANDBOX', 'coin-flip');
    const settle = db()
      .transaction()
      .execute(async (trx) => {
        await vendor.settledRound(
          { merchantId: mid, memberId: m.id, stake: 5_000n, gameId, roundId: rid() },
          trx,
        );
        expect((await betStatsService(trx).totals(m.id))[0]?.validBet).toBe(5_000n);
        throw new Error('crash before commit');
      });
    await expect(settle).rejects.toThrow('crash before commit');
    expect(await totals(m.id)).toEqual({});
    expect(await hourly(m.id)).toEqual([]);
  });

  it('cuts periods at midnight of the brand time zone', async () => {
    const m = await kit.member();
    const mid = await kit.merchantId();
    await db()
      .updateTable('merchants')
      .set({ time_zone: 'Asia/Ho_Chi_Minh' })
      .where('id', '=', mid)
      .execute();
    const gameId = await vendor.gameId('SANDBOX', 'coin-flip');
    // 2026-03-15 23:30 and 2026-03-16 00:30 in Ho Chi Minh City (UTC+7).
    const late = new Date('2026-03-15T16:30:00Z');
    const early = new Date('2026-03-15T17:30:00Z');
    for (const [i, at] of [late, early, early].entries()) {
      const stake = 1_000n * BigInt(i + 1);
      await vendor.settledRound({
        merchantId: mid,
        memberId: m.id,
        stake,
        gameId,
        roundId: `${rid()}-${i}`,
        at,
      });
    }
    const tz = await betStatsService(db()).timeZoneOf(mid);
    const sums = async (kind: 'D' | 'W' | 'H' | 'M', at: Date) => {
      const p = periodOf(kind, at, tz);
      const rows = await betStatsService(db()).byMember([m.id], p.from, p.to);
      return rows[0]?.validBet ?? 0n;
    };
    expect(await sums('D', late)).toBe(1_000n);
    expect(await sums('D', early)).toBe(5_000n);
    // The 15th closes the first half of March; the 16th opens the second.
    expect(await sums('H', late)).toBe(1_000n);
    expect(await sums('H', early)).toBe(5_000n);
    // Sunday the 15th ends a week; Monday the 16th begins one.
    expect(await sums('W', late)).toBe(1_000n);
    expect(await sums('W', early)).toBe(5_000n);
    expect(await sums('M', late)).toBe(6_000n);
    // In UTC the three rounds share one day; the brand's zone puts them on two.
    await db().updateTable('merchants').set({ time_zone: 'UTC' }).where('id', '=', mid).execute();
    const utcDay = await periodFigures(db(), { merchantId: mid, memberIds: [m.id], kind: 'D', at: late });
    expect(utcDay.period.label).toBe('2026-03-15');
    expect(utcDay.members).toEqual([{ memberId: m.id, validBet: 6_000n, payout: 0n, betCount: 3n }]);
    await db()
      .updateTable('merchants')
      .set({ time_zone: 'Asia/Ho_Chi_Minh' })
      .where('id', '=', mid)
      .execute();
    const localDay = await periodFigures(db(), { merchantId: mid, memberIds: [m.id], kind: 'D', at: late });
    expect(localDay.members[0]?.validBet).toBe(1_000n);
    // Figures are kept per hour: a range is read from whole hours.
    const hours = [new Date('2026-03-15T16:00:00Z'), new Date('2026-03-15T18:00:00Z')] as const;
    const byCategory = await betStatsService(db()).byCategory([m.id], ...hours);
    expect(byCategory).toEqual([
      { memberId: m.id, category: 'RNG', validBet: 6_000n, payout: 0n, betCount: 3n },
    ]);
  });
});
