import { beforeAll, describe, expect, it } from 'vitest';
import { forgedPngDataUrl, pngDataUrl } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inboxKit } from '../../content/messages/messages.test-kit.ts';
import { pointsKit } from './points.test-kit.ts';

/** Every points call: answers, refusals and what staff changes, with its audit trail. */
describe.each(dbKinds)('points API on %s', (kind) => {
  const t = suiteApp(kind);
  let content: string;
  let finance: string;
  let risk: string;
  let admin: string;
  const kit = pointsKit(() => t, 'pta');
  const brands = inboxKit(() => t, 'ptb');
  const { call } = kit;

  beforeAll(async () => {
    content = await kit.staffWith(['content']);
    finance = await kit.staffWith(['finance']);
    risk = await kit.staffWith(['risk']);
    admin = await kit.staffToken();
  });

  const audit = async () =>
    JSON.stringify((await call('GET', '/bo/api/audit?limit=20', { token: admin })).json().value as unknown[]);

  it('answers the balance, rules, seeded rewards with their images, and the points record', async () => {
    const m = await kit.member({ points: 250 });
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method, '/wps/relay/MCS2_getPointBalance', { token: m.token });
      expect(res.json()).toMatchObject({ success: true, value: { points: 250 } });
    }
    const cfg = await call('GET', '/wps/relay/MCS2_getPointConfig', { token: m.token });
    expect(cfg.json().value).toEqual({
      enabled: true,
      currency: expect.any(String),
      // The demo brand's rate, its currency's default: VND counts points in thousands of dong.
      betPerPoint: '1000.00',
      convertPoints: 100,
      convertAmount: '500.00',
      minConvert: 100,
    });
    const rewards = (
      await call('GET', '/wps/relay/MCS2_getPointReward?language=cn', { token: m.token })
    ).json().value.list;
    expect(rewards.length).toBeGreaterThanOrEqual(6);
    expect(rewards[0]).toMatchObject({ name: '咖啡兑换券', points: 300, stock: 500 });
    const image = await call('GET', rewards[0].imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.body).toContain('<svg');
    const missing = await call('GET', '/wps/pointMall/images/0e0e0e0e-0000-4000-8000-000000000000');
    expect(missing.json().code).toBe('POINTS_IMAGE_NOT_FOUND');
    const entries = await call('POST', '/wps/relay/ODSFE2_MemTransDet', { token: m.token, payload: {} });
    expect(entries.json().value).toMatchObject({
      total: 1,
      list: [{ kind: 'bet', delta: 250, balanceAfter: 250 }],
    });
  });

  it("labels the demo player's welcome points as a welcome grant, not as points from a bet", async () => {
    const login = await call('POST', '/wps/session/login', {
      payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
    });
    const token = login.json().value.token as string;
    const entries = await call('POST', '/wps/relay/ODSFE2_MemTransDet', { token, payload: {} });
    const welcome = (entries.json().value.list as { kind: string; delta: number }[]).filter(
      (e) => e.delta === 5000,
    );
    expect(welcome).toEqual([expect.objectContaining({ kind: 'welcome', balanceAfter: 5000 })]);
  });

  it('refuses visitors and trial accounts', async () => {
    expect((await call('GET', '/wps/relay/MCS2_getPointBalance')).statusCode).toBe(401);
    const trial = (await call('POST', '/wps/session/login/freeplay', { payload: { os: 'web' } })).json().value
      .token;
    const res = await call('GET', '/wps/relay/MCS2_getPointBalance', { token: trial });
    expect(res.json().code).toBe('DEMO_ACCOUNT');
  });

  it('validates redemption input and refuses unknown, hidden or unaffordable rewards', async () => {
    const m = await kit.member({ points: 150 });
    const bad = await kit.redeem(m.token, { rewardId: 'x', quantity: 0, requestId: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    const unknown = await kit.redeem(m.token, { rewardId: '999999' });
    expect(unknown.json().code).toBe('POINTS_REWARD_NOT_FOUND');
    const hidden = await kit.reward(content, { points: 100, stock: 2, active: false });
    expect((await kit.redeem(m.token, { rewardId: hidden.id })).json().code).toBe('POINTS_REWARD_NOT_FOUND');
    const dear = await kit.reward(content, { points: 100, stock: 5 });
    const poor = await kit.redeem(m.token, { rewardId: dear.id, quantity: 2 });
    expect(poor.statusCode).toBe(409);
    expect(poor.json().code).toBe('POINTS_INSUFFICIENT');
    expect(await kit.stock(dear.id)).toBe(5);
    const noPassword = await kit.cashierMember();
    await kit.give(noPassword.id, 500);
    const unset = await kit.redeem(noPassword.token, { rewardId: dear.id });
    expect(unset.json().code).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it('converts in steps of the rate above the minimum', async () => {
    const m = await kit.member({ points: 1000 });
    expect((await kit.convert(m.token, { points: 50 })).json()).toMatchObject({
      code: 'POINTS_CONVERT_MIN',
      value: { minConvert: 100 },
    });
    expect((await kit.convert(m.token, { points: 150 })).json().code).toBe('POINTS_CONVERT_STEP');
    expect((await kit.convert(m.token, { points: '100' })).json().code).toBe('VALIDATION');
    const ok = await kit.convert(m.token, { points: 300 });
    expect(ok.json().value).toEqual({ points: 300, amount: '1500.00', balance: 700, replayed: false });
    expect((await kit.balance(m.token)).cash).toBe('1500.00');
  });

  it('lets finance set the rules (validated, audited) and closing the mall stops redemption', async () => {
    const forbidden = await call('GET', '/bo/api/points/config', { token: content });
    expect(forbidden.statusCode).toBe(403);
    const invalid = await call('PUT', '/bo/api/points/config', {
      token: finance,
      payload: { enabled: true, betPerPoint: '-1', convertPoints: 0, convertAmount: '1', minConvert: 1 },
    });
    expect(invalid.json().code).toBe('VALIDATION');
    const before = (await call('GET', '/bo/api/points/config', { token: finance })).json().value;
    expect(before).toMatchObject({ merchantCode: 'demo', configured: true, enabled: true });
    const closed = await call('PUT', '/bo/api/points/config', {
      token: finance,
      payload: {
        enabled: false,
        betPerPoint: '2.50',
        convertPoints: 200,
        convertAmount: '1.50',
        minConvert: 400,
      },
    });
    expect(closed.json().value).toMatchObject({ enabled: false, betPerPoint: '2.50', convertAmount: '1.50' });
    const m = await kit.member({ points: 1000 });
    const prize = await kit.reward(content, { points: 10, stock: 1 });
    expect((await kit.redeem(m.token, { rewardId: prize.id })).json().code).toBe('POINTS_DISABLED');
    expect((await kit.convert(m.token, { points: 400 })).json().code).toBe('POINTS_DISABLED');
    expect(
      (await call('GET', '/wps/relay/MCS2_getPointReward', { token: m.token })).json().value.list,
    ).toEqual([]);
    expect(await audit()).toContain('points.config');
    await call('PUT', '/bo/api/points/config', {
      token: finance,
      payload: { enabled: true, betPerPoint: '1', convertPoints: 100, convertAmount: '1', minConvert: 100 },
    });
  });

  it('lets content manage rewards and images: bytes decide the type, archived rewards leave the mall', async () => {
    expect((await call('GET', '/bo/api/points/rewards', { token: risk })).statusCode).toBe(403);
    const forged = await call('POST', '/bo/api/points/images', {
      token: content,
      payload: { image: forgedPngDataUrl },
    });
    expect(forged.json().code).toBe('POINTS_IMAGE_TYPE');
    const huge = `data:image/png;base64,${Buffer.alloc(5_242_881).toString('base64')}`;
    const tooBig = await call('POST', '/bo/api/points/images', { token: content, payload: { image: huge } });
    expect(tooBig.json().code).toBe('POINTS_IMAGE_SIZE');
    const up = await call('POST', '/bo/api/points/images', {
      token: content,
      payload: { image: pngDataUrl },
    });
    expect(up.json().value).toMatchObject({ contentType: 'image/png' });
    const { imageId, url } = up.json().value;
    const served = await call('GET', url);
    expect(served.headers['content-type']).toBe('image/png');

    const noEnglish = await call('POST', '/bo/api/points/rewards', {
      token: content,
      payload: { names: { CN: '只有中文' }, points: 10, stock: 1 },
    });
    expect(noEnglish.json().code).toBe('VALIDATION');
    const created = await kit.reward(content, {
      names: { EN: 'Mug', TH: 'แก้ว' },
      imageId,
      points: 50,
      stock: 3,
    });
    expect(created).toMatchObject({ imageUrl: url, points: 50, stock: 3, active: true });
    const updated = await call('PUT', `/bo/api/points/rewards/${created.id}`, {
      token: content,
      payload: { stock: 7, points: 60 },
    });
    expect(updated.json().value).toMatchObject({ stock: 7, points: 60, names: { EN: 'Mug', TH: 'แก้ว' } });
    const empty = await call('PUT', `/bo/api/points/rewards/${created.id}`, { token: content, payload: {} });
    expect(empty.json().code).toBe('VALIDATION');
    const m = await kit.member();
    const listed = (
      await call('GET', '/wps/relay/MCS2_getPointReward?language=TH', { token: m.token })
    ).json().value.list;
    expect(listed).toContainEqual(expect.objectContaining({ id: created.id, name: 'แก้ว', stock: 7 }));
    expect(
      (await call('DELETE', `/bo/api/points/rewards/${created.id}`, { token: content })).statusCode,
    ).toBe(200);
    const after = (await call('GET', '/wps/relay/MCS2_getPointReward', { token: m.token })).json().value.list;
    expect(after.some((r: { id: string }) => r.id === created.id)).toBe(false);
    const gone = await call('PUT', `/bo/api/points/rewards/${created.id}`, {
      token: content,
      payload: { stock: 1 },
    });
    expect(gone.json().code).toBe('POINTS_REWARD_NOT_FOUND');
    const staffList = (await call('GET', '/bo/api/points/rewards', { token: content })).json().value;
    expect(staffList.some((r: { id: string }) => r.id === created.id)).toBe(false);
    const log = await audit();
    for (const action of [
      'points.image_upload',
      'points.reward_create',
      'points.reward_update',
      'points.reward_archive',
    ]) {
      expect(log).toContain(action);
    }
  });

  it("keeps an operator of one brand to that brand's rewards, rules and redemptions", async () => {
    const otherId = await brands.otherBrand('ptsother');
    const outsider = await brands.staff('ptsoutsider', ['admin'], otherId);
    const prize = await kit.reward(content, { points: 100, stock: 5 });
    const edit = await call('PUT', `/bo/api/points/rewards/${prize.id}`, {
      token: outsider,
      payload: { stock: 0 },
    });
    expect(edit.json().code).toBe('POINTS_REWARD_NOT_FOUND');
    expect(await kit.stock(prize.id)).toBe(5);
    const named = await call('GET', '/bo/api/points/config?merchantCode=demo', { token: outsider });
    expect(named.statusCode).toBe(404);
    const own = (await call('GET', '/bo/api/points/config', { token: outsider })).json().value;
    expect(own).toMatchObject({ merchantCode: 'ptsother', configured: false, enabled: false });
    expect((await call('GET', '/bo/api/points/rewards', { token: outsider })).json().value).toEqual([]);
    const m = await kit.member({ points: 500 });
    const redeem = (await kit.redeem(m.token, { rewardId: prize.id })).json().value.redeem;
    const decide = await call('POST', `/bo/api/points/redeems/${redeem.id}/decision`, {
      token: outsider,
      payload: { decision: 'reject' },
    });
    expect(decide.json().code).toBe('POINTS_REDEEM_NOT_FOUND');
    expect(await kit.points(m.token)).toBe(400);
  });

  it('lets finance approve or reject redemptions; a rejection gives points and stock back, once', async () => {
    const prize = await kit.reward(content, { points: 100, stock: 5 });
    const m = await kit.member({ points: 500 });
    const a = (await kit.redeem(m.token, { rewardId: prize.id })).json().value.redeem;
    const b = (await kit.redeem(m.token, { rewardId: prize.id, quantity: 2 })).json().value.redeem;
    expect(a.status).toBe('in_process');
    expect(await kit.points(m.token)).toBe(200);
    const queue = (await call('GET', '/bo/api/points/redeems?status=in_process', { token: finance })).json()
      .value;
    expect(queue.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: a.id, username: m.username })]),
    );
    expect((await call('GET', '/bo/api/points/redeems', { token: content })).statusCode).toBe(403);

    const decide = (id: string, payload: object) =>
      call('POST', `/bo/api/points/redeems/${id}/decision`, { token: finance, payload });
    expect((await decide(a.id, { decision: 'maybe' })).json().code).toBe('VALIDATION');
    const approved = await decide(a.id, { decision: 'approve', remark: 'Shipped' });
    expect(approved.json().value).toMatchObject({ status: 'approved', remark: 'Shipped' });
    const rejected = await decide(b.id, { decision: 'reject', remark: 'Address missing' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', quantity: 2, points: 200 });
    expect(await kit.points(m.token)).toBe(400);
    expect(await kit.stock(prize.id)).toBe(4);
    const twice = await decide(b.id, { decision: 'reject' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('POINTS_REDEEM_DECIDED');
    expect(await kit.points(m.token)).toBe(400);
    expect((await decide('999999', { decision: 'approve' })).json().code).toBe('POINTS_REDEEM_NOT_FOUND');

    const history = (await call('GET', '/wps/relay/MCS2_getRedeemPointList', { token: m.token })).json()
      .value;
    expect(history.total).toBe(2);
    expect(history.list.map((r: { status: string }) => r.status)).toEqual(['rejected', 'approved']);
    const onlyRejected = await call('GET', '/wps/relay/MCS2_getRedeemPointList?status=rejected', {
      token: m.token,
    });
    expect(onlyRejected.json().value.total).toBe(1);
    const log = await audit();
    expect(log).toContain('points.redeem_approve');
    expect(log).toContain('points.redeem_reject');
  });
});
