import { parseAmountToMinor } from '@pf/shared';
import { slotStake } from '@pf/shared/inhouse/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { threeLineKeno } from '../../../test/keno-draw.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { pointsKit, rid } from './points.test-kit.ts';

const minor = (s: string) => parseAmountToMinor(s) as bigint;

/** Accrual, the mall's stock under load, idempotent retries, the payment password and conversion. */
describe.each(dbKinds)('points and the mall on %s', (kind) => {
  const t = suiteApp(kind);
  let content: string;
  const kit = pointsKit(() => t, 'ptm');
  const vendor = walletKit(() => t);
  const { call } = kit;
  const db = () => t.database.db;
  const entries = async (memberId: bigint) =>
    db().selectFrom('point_entries').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

  beforeAll(async () => {
    content = await kit.staffWith(['content']);
    // The suite's own rules, a point for each 1.00 of valid bet and 1.00 for 100 points, keep its
    // small stakes' points readable; the seeded rate is checked in points.api.test.ts.
    await db()
      .updateTable('point_configs')
      .set({ bet_per_point: 100n, convert_points: 100n, convert_amount: 100n, min_convert: 100n })
      .execute();
  });

  it('accrues points from a settled in-house round exactly once, a retry adds nothing', async () => {
    const m = await kit.member({ balance: 100_000n });
    const requestId = rid();
    const spin = () =>
      call('POST', '/wps/inhouse/slot/spin', { token: m.token, payload: { requestId, lineBet: '5' } });
    const first = await spin();
    expect(first.statusCode).toBe(200);
    // Demo ratio: 1.00 of valid bet per point; a spin stakes the line bet on every line.
    const expected = Number(slotStake(500n) / 100n);
    expect(await kit.points(m.token)).toBe(expected);
    const again = await spin();
    expect(again.json().value.replayed).toBe(true);
    expect(await kit.points(m.token)).toBe(expected);
    const rows = await entries(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'bet', delta: BigInt(expected), balance_after: BigInt(expected) });
    const list = await call('GET', '/wps/relay/ODSFE2_MemTransDet', { token: m.token });
    expect(list.json().value).toMatchObject({ total: 1, list: [{ kind: 'bet', delta: expected }] });
  });

  it('earns nothing for an open round, and earns when it settles', async () => {
    const m = await kit.member({ balance: 100_000n });
    const start = await call('POST', '/wps/inhouse/mines/start', {
      token: m.token,
      payload: { requestId: rid(), stake: '100', mines: 3 },
    });
    expect(start.statusCode).toBe(200);
    expect(await kit.points(m.token)).toBe(0);
    const roundId = start.json().value.round.roundId;
    const mines = await db()
      .selectFrom('inhouse_rounds')
      .select('outcome')
      .where('id', '=', BigInt(roundId))
      .executeTakeFirstOrThrow();
    const mine = (mines.outcome as { mines: number[] }).mines[0];
    const hit = await call('POST', '/wps/inhouse/mines/reveal', {
      token: m.token,
      payload: { roundId, tile: mine },
    });
    expect(hit.json().value.round.status).toBe('settled');
    expect(await kit.points(m.token)).toBe(100);
  });

  it('accrues a seamless vendor round when the vendor closes it, once for a repeated win', async () => {
    const member = await vendor.login();
    const token = await vendor.walletToken(member);
    const before = await kit.points(member);
    const roundId = rid();
    const call = (path: string, body: object) =>
      vendor.wallet(path, { token, currency: 'VND', roundId, ...body });
    const bet = await call('bet', { gameCode: 'coin-flip', transactionId: `${roundId}b`, amount: 1_000 });
    expect(bet.statusCode).toBe(200);
    expect(await kit.points(member)).toBe(before);
    const win = { transactionId: `${roundId}w`, amount: 500, roundClosed: true };
    expect((await call('win', win)).statusCode).toBe(200);
    // A stake of 10.00 at 1.00 a point, whatever the round paid back.
    expect(await kit.points(member)).toBe(before + 10);
    await call('win', win);
    expect(await kit.points(member)).toBe(before + 10);
  });

  it("accrues a draw's valid bets per member when it settles, refunded lines left out, once", async () => {
    const m = await kit.member();
    const mid = await kit.merchantId();
    const draw = await threeLineKeno(db(), mid, m.id, `PTS-${rid()}`);
    const settle = () => draw.settle();
    await settle();
    // 250.00 + 120.50 of valid bets at 1.00 a point; the refunded line counts for nothing.
    expect(await kit.points(m.token)).toBe(370);
    await db().updateTable('lottery_draws').set({ status: 'drawn' }).where('id', '=', draw.drawId).execute();
    await db()
      .updateTable('lottery_draws')
      .set({ status: 'settled' })
      .where('id', '=', draw.drawId)
      .execute();
    expect(await kit.points(m.token)).toBe(370);
  });

  it('sells exactly the stock to 50 members redeeming at once; points and stock agree', async () => {
    const prize = await kit.reward(content, { points: 300, stock: 10 });
    const members = [];
    for (let i = 0; i < 50; i++) members.push(await kit.member({ points: 1000 }));
    const answers = await Promise.all(members.map((m) => kit.redeem(m.token, { rewardId: prize.id })));
    const codes = answers.map((a) => a.json().code);
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(10);
    expect(codes.filter((c) => c === 'POINTS_OUT_OF_STOCK')).toHaveLength(40);
    expect(await kit.stock(prize.id)).toBe(0);
    const balances = await Promise.all(members.map((m) => kit.points(m.token)));
    expect(balances.filter((b) => b === 700)).toHaveLength(10);
    expect(balances.filter((b) => b === 1000)).toHaveLength(40);
    const redeems = await db()
      .selectFrom('point_redeems')
      .select(['status', 'points'])
      .where('reward_id', '=', BigInt(prize.id))
      .execute();
    expect(redeems).toHaveLength(10);
    expect(redeems.every((r) => r.status === 'in_process' && r.points === 300n)).toBe(true);
  });

  it('redeems once for a retried or repeated request id, and refuses the id for another redemption', async () => {
    const prize = await kit.reward(content, { points: 100, stock: 5 });
    const other = await kit.reward(content, { points: 100, stock: 5 });
    const m = await kit.member({ points: 1000 });
    const requestId = rid();
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => kit.redeem(m.token, { rewardId: prize.id, requestId })),
    );
    const ok = burst.filter((a) => a.statusCode === 200).map((a) => a.json().value);
    // Concurrent password checks of one member are counted; any refused one changed nothing.
    for (const a of burst.filter((x) => x.statusCode !== 200)) {
      expect(a.json().code).toBe('PAYMENT_PASSWORD_LOCKED');
    }
    expect(ok.filter((v) => !v.replayed)).toHaveLength(1);
    await db().updateTable('payment_passwords').set({ failed_count: 0, locked_until: null }).execute();
    const retry = await kit.redeem(m.token, { rewardId: prize.id, requestId });
    expect(retry.json().value).toMatchObject({ replayed: true, balance: 900 });
    expect(retry.json().value.redeem.id).toBe(ok[0].redeem.id);
    expect(await kit.points(m.token)).toBe(900);
    expect(await kit.stock(prize.id)).toBe(4);
    const conflict = await kit.redeem(m.token, { rewardId: other.id, requestId });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await kit.stock(other.id)).toBe(5);
  });

  it('refuses a redemption or conversion with a wrong payment password and changes nothing', async () => {
    const prize = await kit.reward(content, { points: 100, stock: 3 });
    const m = await kit.member({ points: 500, balance: 1000n });
    const wrong = await kit.redeem(m.token, { rewardId: prize.id, paymentPassword: '000000' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { attemptsLeft: 4 } });
    const wrongConvert = await kit.convert(m.token, { points: 100, paymentPassword: '000000' });
    expect(wrongConvert.json().code).toBe('PAYMENT_PASSWORD_WRONG');
    expect(await kit.points(m.token)).toBe(500);
    expect(await kit.stock(prize.id)).toBe(3);
    expect((await kit.balance(m.token)).cash).toBe('10.00');
    const rows = await db().selectFrom('point_redeems').select('id').where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(0);
    expect(await entries(m.id)).toHaveLength(1);
  });

  it('converts points to cash through the ledger once under a burst of the same request', async () => {
    const m = await kit.member({ points: 1000 });
    const requestId = rid();
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => kit.convert(m.token, { points: 400, requestId })),
    );
    const ok = burst.filter((a) => a.statusCode === 200).map((a) => a.json().value);
    for (const a of burst.filter((x) => x.statusCode !== 200)) {
      expect(a.json().code).toBe('PAYMENT_PASSWORD_LOCKED');
    }
    expect(ok.filter((v) => !v.replayed)).toHaveLength(1);
    expect(ok[0]).toMatchObject({ points: 400, amount: '4.00' });
    expect(await kit.points(m.token)).toBe(600);
    expect(minor((await kit.balance(m.token)).cash)).toBe(400n);
    const transfers = await db()
      .selectFrom('ledger_transfers')
      .select(['amount', 'kind'])
      .where('idempotency_key', '=', `points:convert:${m.id}:${requestId}`)
      .execute();
    expect(transfers).toEqual([{ amount: 400n, kind: 'points_bonus' }]);
    // Never below zero: more than is left is refused whole.
    await db().updateTable('payment_passwords').set({ failed_count: 0, locked_until: null }).execute();
    const tooMuch = await kit.convert(m.token, { points: 700 });
    expect(tooMuch.json().code).toBe('POINTS_INSUFFICIENT');
    expect(await kit.points(m.token)).toBe(600);
    expect(minor((await kit.balance(m.token)).cash)).toBe(400n);
  });
});
