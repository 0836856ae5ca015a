import { slotStake } from '@pf/shared/inhouse/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawnKeno } from '../../../test/keno-draw.ts';
import { testClock } from '../../../test/member-kit.ts';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { bonusKit, rid } from './bonus.test-kit.ts';
import { bonusJobs } from './bonus-jobs.ts';

const DAY = 86_400_000;

/** Wagering from every bet source, release, max bet, withdrawal forfeit, cashback and expiry. */
describe.each(dbKinds)('bonus wagering on %s', (kind) => {
  const clock = testClock(new Date());
  const kit = bonusKit(() => t, 'bnw');
  const vendor = walletKit(() => t);
  const { call } = kit;
  const db = () => t.database.db;
  /** Another server instance's jobs on the same database. */
  const instance = () => bonusJobs({ db: db(), now: clock.now });
  let draws = 0;

  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    await allowSmallSums(t);
  });

  const spin = (token: string, lineBet: string, requestId = rid()) =>
    call('POST', '/wps/inhouse/slot/spin', { token, payload: { requestId, lineBet } });

  /** A vendor round of `stake` minor units, closed by the vendor with a win of `win`. */
  async function vendorRound(username: string, stake: number, win: number) {
    const token = await vendor.walletToken(await vendor.login(username, 'Secret@123'));
    const roundId = rid();
    const send = (path: string, body: object) =>
      vendor.wallet(path, { token, currency: 'VND', roundId, gameCode: 'coin-flip', ...body });
    expect((await send('bet', { transactionId: `${roundId}b`, amount: stake })).statusCode).toBe(200);
    return send('win', { transactionId: `${roundId}w`, amount: win, roundClosed: true });
  }

  /** A keno draw with the member's lines, settled the way the lottery settles it. */
  async function lotteryDraw(memberId: bigint, lines: Array<{ cost: bigint; refunded?: boolean }>) {
    const mid = await kit.merchantId();
    const at = clock.now();
    // One draw per game and draw time: each test draw takes its own second.
    const drawAt = new Date(at.getTime() + ++draws * 1_000);
    const draw = await drawnKeno(db(), {
      merchantId: mid,
      memberId,
      numero: `BN-${rid()}`,
      lines,
      at,
      drawAt,
    });
    await draw.settle(clock.now());
    return draw.drawId;
  }

  /** A member holding `cash` who joined a free-bet promotion with these terms. */
  async function withFreeBet(terms: Record<string, unknown>, cash = 1_000_000n) {
    const { promotionId } = await kit.rule({ kind: 'free_bet', expiryDays: 7, ...terms });
    const m = await kit.member({ balance: cash });
    const res = await kit.join(m.token, promotionId);
    expect(res.statusCode, res.body).toBe(200);
    const grant = (await kit.grants(m.id))[0]!;
    return { ...m, grant, promotionId };
  }

  const grant = async (id: bigint) =>
    db().selectFrom('bonus_grants').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('counts in-house, vendor and lottery bets once each, by category weight', async () => {
    const weights = { INHOUSE: 10_000, RNG: 5_000, LOTTERY: 2_000, LIVE: 1_000 };
    const m = await withFreeBet({ amount: '100', wageringMultiple: 10, weights });
    const other = await withFreeBet({ amount: '100', wageringMultiple: 10, weights: { INHOUSE: 10_000 } });
    expect(m.grant.wagering_required).toBe(100_000n);

    const requestId = rid();
    expect((await spin(m.token, '5', requestId)).statusCode).toBe(200);
    expect((await spin(m.token, '5', requestId)).json().value.replayed).toBe(true);
    const inhouse = slotStake(500n);
    expect((await grant(m.grant.id)).wagering_done).toBe(inhouse);

    const win = await vendorRound(m.username, 1_000, 300);
    expect(win.statusCode).toBe(200);
    expect((await grant(m.grant.id)).wagering_done).toBe(inhouse + 500n);

    const drawId = await lotteryDraw(m.id, [
      { cost: 25_000n },
      { cost: 12_050n },
      { cost: 9_900n, refunded: true },
    ]);
    // A lottery line counts 20 %: 5000 + 2410; the refunded line nothing.
    const expected = inhouse + 500n + 7_410n;
    expect((await grant(m.grant.id)).wagering_done).toBe(expected);
    // Settling the draw again (a replayed status change) adds nothing.
    await db().updateTable('lottery_draws').set({ status: 'drawn' }).where('id', '=', drawId).execute();
    await db().updateTable('lottery_draws').set({ status: 'settled' }).where('id', '=', drawId).execute();
    expect((await grant(m.grant.id)).wagering_done).toBe(expected);
    const wagers = await db()
      .selectFrom('bonus_wagers')
      .select(['category', 'counted'])
      .where('grant_id', '=', m.grant.id)
      .orderBy('category')
      .execute();
    expect(wagers.map((w) => w.category)).toEqual(['INHOUSE', 'LOTTERY', 'LOTTERY', 'RNG']);

    // Weight 0 (left out) for the other member's vendor and lottery bets: nothing counts.
    await vendorRound(other.username, 1_000, 0);
    await lotteryDraw(other.id, [{ cost: 10_000n }]);
    expect((await grant(other.grant.id)).wagering_done).toBe(0n);

    const details = await kit.details(m.token);
    expect(details.list[0]).toMatchObject({
      status: 'active',
      wageringDone: kit.money(expected),
      progress: Number((expected * 100n) / 100_000n),
    });
  });

  it('releases the bonus to cash exactly once when 50 concurrent settlements cross the requirement', async () => {
    const m = await withFreeBet({ amount: '10', wageringMultiple: 1, weights: { INHOUSE: 10_000 } });
    const start = await kit.wallet(m.id);
    expect(start.bonus).toBe(1_000n);
    const jobs = [instance(), instance()];
    await Promise.all([
      ...Array.from({ length: 50 }, () => spin(m.token, '5')),
      ...jobs.flatMap((j) => [j.releaseDue(), j.releaseDue()]),
    ]);
    await Promise.all(jobs.flatMap((j) => [j.releaseDue(), j.releaseDue(), j.releaseDue(m.id)]));
    const g = await grant(m.grant.id);
    expect(g.status).toBe('released');
    expect(g.wagering_done).toBe(1_000n);
    expect(await kit.transfers(m.id, 'bonus_release')).toHaveLength(1);
    const rounds = await db()
      .selectFrom('game_rounds')
      .select(['stake', 'win'])
      .where('member_id', '=', m.id)
      .execute();
    expect(rounds).toHaveLength(50);
    const net = rounds.reduce((s, r) => s + r.win - r.stake, 0n);
    expect(await kit.wallet(m.id)).toMatchObject({ bonus: 0n, cash: start.cash + net + 1_000n });
    expect((await kit.details(m.token)).list[0]).toMatchObject({ status: 'released', progress: 100 });
  });

  it('refuses an in-house bet above the max bet while wagering; vendor bets above it do not count', async () => {
    const m = await withFreeBet({
      amount: '100',
      wageringMultiple: 50,
      maxBet: '100',
      weights: { INHOUSE: 10_000, RNG: 10_000 },
    });
    const before = await kit.wallet(m.id);
    const big = await spin(m.token, '10');
    expect(big.statusCode).toBe(409);
    expect(big.json()).toMatchObject({ code: 'BONUS_MAX_BET', value: { maxBet: '100.00' } });
    const mines = (stake: string) =>
      call('POST', '/wps/inhouse/mines/start', {
        token: m.token,
        payload: { requestId: rid(), stake, mines: 3 },
      });
    expect((await mines('200')).json().code).toBe('BONUS_MAX_BET');
    // A baccarat coup counts the total of its bets.
    const coup = await call('POST', '/wps/inhouse/baccarat/deal', {
      token: m.token,
      payload: {
        requestId: rid(),
        bets: [
          { spot: 'player', stake: '60' },
          { spot: 'banker', stake: '60' },
        ],
      },
    });
    expect(coup.json().code).toBe('BONUS_MAX_BET');
    expect(await kit.wallet(m.id)).toEqual(before);
    expect(
      await db().selectFrom('inhouse_rounds').select('id').where('member_id', '=', m.id).execute(),
    ).toEqual([]);
    expect((await spin(m.token, '5')).statusCode).toBe(200);
    expect((await grant(m.grant.id)).wagering_done).toBe(slotStake(500n));
    await vendorRound(m.username, 20_000, 0);
    expect((await grant(m.grant.id)).wagering_done).toBe(slotStake(500n));
    await vendorRound(m.username, 10_000, 0);
    expect((await grant(m.grant.id)).wagering_done).toBe(slotStake(500n) + 10_000n);
  });

  it('warns before a withdrawal forfeits an active bonus and changes nothing until confirmed', async () => {
    const m = await withFreeBet({ amount: '10', wageringMultiple: 50, weights: { INHOUSE: 10_000 } });
    await kit.setPaymentPassword(m.token);
    const bankAccountId = await kit.savedAccount(m);
    const before = await kit.wallet(m.id);
    const ask = (extra: object = {}) =>
      call('POST', '/wps/cashier/withdraw', {
        token: m.token,
        payload: { amount: '200', paymentPassword: '123456', bankAccountId, ...extra },
      });
    const warned = await ask({ requestId: 'bonus-wd-0001' });
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({
      code: 'BONUS_FORFEIT_REQUIRED',
      value: { activeBonus: '10.00', grants: 1 },
    });
    expect((await ask({ forfeitBonus: false })).json().code).toBe('BONUS_FORFEIT_REQUIRED');
    expect(await kit.wallet(m.id)).toEqual(before);
    expect((await grant(m.grant.id)).status).toBe('active');
    expect(await db().selectFrom('withdrawals').select('id').where('member_id', '=', m.id).execute()).toEqual(
      [],
    );

    const confirmed = [];
    for (const requestId of ['bonus-wd-0001', 'bonus-wd-0002', 'bonus-wd-0003']) {
      confirmed.push(await ask({ requestId, forfeitBonus: true }));
    }
    expect(confirmed.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await grant(m.grant.id)).status).toBe('forfeited');
    expect(await kit.transfers(m.id, 'bonus_forfeit')).toHaveLength(1);
    expect(await kit.wallet(m.id)).toEqual({ cash: before.cash - 60_000n, bonus: 0n, locked: 60_000n });
    expect((await kit.details(m.token)).list[0]).toMatchObject({ status: 'forfeited' });
    // Nothing left to forfeit: the next withdrawal goes through without the flag.
    expect((await ask()).statusCode).toBe(200);
  });

  it('pays cashback of the net loss once per member and period, with 50 job runs at once', async () => {
    const { promotionId } = await kit.rule({
      kind: 'cashback',
      percentBps: 1_000,
      cap: '500',
      cashbackPeriod: 'D',
      weights: { INHOUSE: 10_000 },
    });
    const loser = await kit.member();
    const winner = await kit.member();
    for (const m of [loser, winner]) expect((await kit.join(m.token, promotionId)).statusCode).toBe(200);
    const game = await vendor.gameId('SANDBOX', 'coin-flip');
    const mid = await kit.merchantId();
    const round = (memberId: bigint, stake: bigint, win: bigint) =>
      vendor.settledRound({
        merchantId: mid,
        memberId,
        stake,
        win,
        gameId: game,
        roundId: rid(),
        at: clock.now(),
      });
    await round(loser.id, 100_000n, 20_000n);
    await round(loser.id, 5_000n, 0n);
    await round(winner.id, 10_000n, 30_000n);
    await lotteryDraw(loser.id, [{ cost: 15_000n }]);
    // Nothing is due while the day is still running.
    expect(await instance().cashbackDue()).toBe(0);
    clock.advance(DAY);
    // Fifty job runs at once, each as another instance would run it.
    const runs = await Promise.all(Array.from({ length: 50 }, () => instance().cashbackDue()));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    await instance().cashbackDue();
    const grants = await kit.grants(loser.id);
    // 10 % of (80000 + 5000 + 15000 - the draw's payout to the member).
    const payout = await db()
      .selectFrom('lottery_bets')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('payout'), eb.val('0')).as('p'))
      .where('member_id', '=', loser.id)
      .executeTakeFirstOrThrow();
    const loss = 100_000n - BigInt(payout.p);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ kind: 'cashback', amount: loss / 10n, status: 'released' });
    expect(await kit.wallet(loser.id)).toMatchObject({ bonus: 0n });
    expect(await kit.transfers(loser.id, 'bonus_release')).toHaveLength(1);
    expect(await kit.grants(winner.id)).toEqual([]);
  });

  it('expires a bonus past its days, once, with two instances running the job', async () => {
    // The clock moved a day on: staff sign in again.
    kit.forgetStaff();
    const m = await withFreeBet({
      amount: '10',
      wageringMultiple: 50,
      expiryDays: 2,
      weights: { INHOUSE: 10_000 },
    });
    expect(await instance().expireDue()).toBe(0);
    clock.advance(2 * DAY + 1_000);
    const runs = await Promise.all([instance().expireDue(), instance().expireDue()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await grant(m.grant.id)).status).toBe('expired');
    expect(await kit.transfers(m.id, 'bonus_forfeit')).toHaveLength(1);
    expect(await kit.wallet(m.id)).toMatchObject({ bonus: 0n });
    // Three days on, the member's session has lapsed too.
    const token = await vendor.login(m.username, 'Secret@123');
    expect((await kit.details(token)).list[0]).toMatchObject({ status: 'expired' });
  });

  it('leaves the ledger reconciled', async () => {
    expect(await kit.reconcileProblems()).toEqual([]);
  });
});
