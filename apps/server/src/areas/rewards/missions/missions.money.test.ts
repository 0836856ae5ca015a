import { parseAmountToMinor } from '@pf/shared';
import { slotStake } from '@pf/shared/inhouse/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { threeLineKeno } from '../../../test/keno-draw.ts';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { missionsKit, rid } from './missions.test-kit.ts';

process.env.PAYMENT_SANDBOX_SECRET ??= 'test-sandbox-secret';

/** Progress from each kind of event, counted once; the claim paid once under bursts and retries. */
describe.each(dbKinds)('missions: progress and claims on %s', (kind) => {
  const t = suiteApp(kind);
  let finance: string;
  const kit = missionsKit(() => t, 'msm');
  const vendor = walletKit(() => t);
  const { call } = kit;
  const db = () => t.database.db;

  beforeAll(async () => {
    await allowSmallSums(t);
    finance = await kit.staffWith(['finance']);
  });

  it('counts a settled in-house round once; a retried request adds nothing', async () => {
    const count = await kit.create(finance, { kind: 'bet_count', target: '3' });
    const turnover = await kit.create(finance, { kind: 'turnover', target: '1000', category: 'INHOUSE' });
    const slotsOnly = await kit.create(finance, { kind: 'turnover', target: '1000', category: 'RNG' });
    const m = await kit.member({ balance: 100_000n });
    const requestId = rid();
    const spin = () =>
      call('POST', '/wps/inhouse/slot/spin', { token: m.token, payload: { requestId, lineBet: '5' } });
    expect((await spin()).statusCode).toBe(200);
    expect((await spin()).json().value.replayed).toBe(true);
    const stake = (Number(slotStake(500n)) / 100).toFixed(2);
    expect(await kit.mission(m.token, count)).toMatchObject({
      progress: '1',
      state: 'in_progress',
      percent: 33,
    });
    expect(await kit.mission(m.token, turnover)).toMatchObject({ progress: stake });
    expect(await kit.mission(m.token, slotsOnly)).toMatchObject({ progress: '0.00', percent: 0 });
  });

  it('counts a vendor round when it closes, and its win once for a repeated win call', async () => {
    const count = await kit.create(finance, { kind: 'bet_count', target: '1' });
    const win = await kit.create(finance, { kind: 'win', target: '5' });
    const m = await kit.member({ balance: 100_000n });
    const token = await vendor.login(m.username, 'Secret@123');
    const walletToken = await vendor.walletToken(token);
    const roundId = rid();
    const send = (path: string, body: object) =>
      vendor.wallet(path, { token: walletToken, currency: 'VND', roundId, ...body });
    expect(
      (await send('bet', { gameCode: 'coin-flip', transactionId: `${roundId}b`, amount: 1_000 })).statusCode,
    ).toBe(200);
    expect(await kit.mission(m.token, count)).toMatchObject({ progress: '0' });
    const closing = { transactionId: `${roundId}w`, amount: 700, roundClosed: true };
    expect((await send('win', closing)).statusCode).toBe(200);
    await send('win', closing);
    expect(await kit.mission(m.token, count)).toMatchObject({ progress: '1', state: 'claimable' });
    expect(await kit.mission(m.token, win)).toMatchObject({ progress: '7.00', state: 'claimable' });
  });

  it("counts a lottery draw's lines when it settles, once across a reversal and re-settlement", async () => {
    const count = await kit.create(finance, { kind: 'bet_count', target: '5', category: 'LOTT' });
    const turnover = await kit.create(finance, { kind: 'turnover', target: '300', category: 'LOTT' });
    const m = await kit.member();
    const mid = await kit.merchantId();
    const draw = await threeLineKeno(db(), mid, m.id, `MSN-${rid()}`);
    expect(await kit.mission(m.token, count)).toMatchObject({ progress: '0' });
    await draw.settle();
    const settled = { count: { progress: '2' }, turnover: { progress: '370.50', state: 'claimable' } };
    expect(await kit.mission(m.token, count)).toMatchObject(settled.count);
    expect(await kit.mission(m.token, turnover)).toMatchObject(settled.turnover);
    await db().updateTable('lottery_draws').set({ status: 'drawn' }).where('id', '=', draw.drawId).execute();
    await db()
      .updateTable('lottery_draws')
      .set({ status: 'settled' })
      .where('id', '=', draw.drawId)
      .execute();
    expect(await kit.mission(m.token, count)).toMatchObject(settled.count);
    expect(await kit.mission(m.token, turnover)).toMatchObject(settled.turnover);
  });

  it('counts a credited deposit once, however often the gateway calls back', async () => {
    const deposit = await kit.create(finance, { kind: 'deposit', target: '1000' });
    const m = await kit.member();
    const methods = await call('GET', '/wps/cashier/deposit/methods', { token: m.token });
    const bank = methods.json().value.find((x: { code: string }) => x.code === 'BANK');
    const created = await call('POST', '/wps/cashier/deposit', {
      token: m.token,
      payload: { methodId: bank.id, amount: '600.25' },
    });
    const orderNo = created.json().value.orderNo as string;
    expect(await kit.mission(m.token, deposit)).toMatchObject({ progress: '0.00' });
    const press = () =>
      call('POST', `/sandbox/pay/${orderNo}`, {
        payload: 'action=pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await press()).statusCode).toBe(303);
    await press();
    expect(await kit.mission(m.token, deposit)).toMatchObject({ progress: '600.25', percent: 60 });
  });

  it('refuses a claim before completion and changes nothing', async () => {
    const id = await kit.create(finance, { kind: 'bet_count', target: '2', reward: '15' });
    const m = await kit.member({ balance: 100_000n });
    await call('POST', '/wps/inhouse/slot/spin', {
      token: m.token,
      payload: { requestId: rid(), lineBet: '5' },
    });
    const cashBefore = (await kit.balance(m.token)).cash;
    const res = await kit.claim(m.token, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('MISSION_NOT_COMPLETE');
    expect((await kit.balance(m.token)).cash).toBe(cashBefore);
    const rows = await db().selectFrom('mission_claims').select('id').where('member_id', '=', m.id).execute();
    expect(rows).toEqual([]);
    expect(await kit.mission(m.token, id)).toMatchObject({ state: 'in_progress' });
  });

  it('pays once for 50 identical claims at once, and once for 50 different ones', async () => {
    const a = await kit.create(finance, { kind: 'bet_count', target: '1', reward: '12.34' });
    const b = await kit.create(finance, { kind: 'bet_count', target: '1', reward: '20' });
    const m = await kit.member({ balance: 100_000n });
    await call('POST', '/wps/inhouse/slot/spin', {
      token: m.token,
      payload: { requestId: rid(), lineBet: '5' },
    });
    const before = (await kit.summary(m.token)).claimableCount;
    expect(before).toBeGreaterThanOrEqual(2);
    const cash = async () => parseAmountToMinor((await kit.balance(m.token)).cash) as bigint;
    const cash0 = await cash();

    const requestId = rid();
    const same = await Promise.all(Array.from({ length: 50 }, () => kit.claim(m.token, a, requestId)));
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    const values = same.map((r) => r.json().value);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(new Set(values.map((v) => v.claim.id)).size).toBe(1);
    expect(values[0].claim).toMatchObject({ missionId: a, amount: '12.34' });

    const many = await Promise.all(Array.from({ length: 50 }, () => kit.claim(m.token, b)));
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(many.filter((r) => r.json().code === 'MISSION_ALREADY_CLAIMED')).toHaveLength(49);

    expect(await cash()).toBe(cash0 + 3234n);
    const transfers = await db()
      .selectFrom('ledger_transfers')
      .select('amount')
      .where('kind', '=', 'mission_bonus')
      .where('idempotency_key', 'in', [`mission:claim:${a}:${m.id}`, `mission:claim:${b}:${m.id}`])
      .execute();
    expect(transfers.map((x) => x.amount).sort()).toEqual([1234n, 2000n]);
    const after = await kit.summary(m.token);
    expect(after.claimableCount).toBe(before - 2);
    expect(after.list.find((x) => x.id === a)).toMatchObject({ state: 'claimed' });
    // The request id belongs to mission a: naming it for another mission is a conflict, not a replay.
    expect((await kit.claim(m.token, b, requestId)).json().code).toBe('IDEMPOTENCY_CONFLICT');
  });
});
