import { createHash, createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { bonusKit } from './bonus.test-kit.ts';

const WEIGHTS = { INHOUSE: 10_000, RNG: 10_000, LIVE: 1_000, LOTTERY: 0 };
const depositMatch = {
  kind: 'deposit_match',
  percentBps: 10_000,
  cap: '500',
  minDeposit: '100',
  wageringMultiple: 5,
  weights: WEIGHTS,
};

/** Grants: deposit matches under concurrent callbacks, eligibility and abuse checks, raffle, rules. */
describe.each(dbKinds)('bonus grants on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = bonusKit(() => t, 'bng');
  const { call } = kit;
  const db = () => t.database.db;

  beforeAll(async () => {
    await allowSmallSums(t);
  });

  it('grants a deposit match once for 50 concurrent callbacks of one deposit and of a second one', async () => {
    const { promotionId } = await kit.rule(depositMatch);
    const m = await kit.member();
    expect((await kit.join(m.token, promotionId)).statusCode).toBe(200);
    const first = await kit.depositOrder(m.token, '300');
    const second = await kit.depositOrder(m.token, '400');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? first.send() : second.send())),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // Once per member: whichever deposit won the race carries the only match.
    const grants = await kit.grants(m.id);
    expect(grants).toHaveLength(1);
    expect([30_000n, 40_000n]).toContain(grants[0]?.amount);
    const g = grants[0]!;
    expect(g).toMatchObject({ status: 'active', wagering_done: 0n, wagering_required: g.amount * 5n });
    expect(await kit.wallet(m.id)).toMatchObject({ cash: 70_000n, bonus: g.amount });
    expect(await kit.transfers(m.id, 'bonus')).toHaveLength(1);
    const list = await kit.details(m.token);
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ status: 'active', progress: 0, wageringDone: '0.00' });
    expect(list.activeAmount).toBe(kit.money(g.amount));
  });

  it('caps the match, skips a deposit under the minimum and grants nothing without joining', async () => {
    const { promotionId } = await kit.rule({ ...depositMatch, minDeposit: '200', oncePerMember: false });
    const joined = await kit.member();
    const bystander = await kit.member();
    expect((await kit.join(joined.token, promotionId)).statusCode).toBe(200);
    await (await kit.depositOrder(joined.token, '150')).send();
    expect(await kit.grants(joined.id)).toHaveLength(0);
    await (await kit.depositOrder(joined.token, '2000')).send();
    await (await kit.depositOrder(bystander.token, '2000')).send();
    expect((await kit.grants(joined.id)).map((g) => g.amount)).toEqual([50_000n]);
    expect(await kit.grants(bystander.id)).toHaveLength(0);
    // Not once per member: every qualifying deposit matches.
    await (await kit.depositOrder(joined.token, '250')).send();
    expect((await kit.grants(joined.id)).map((g) => g.amount)).toEqual([50_000n, 25_000n]);
  });

  it('lets a member join once, and one account per address or device when the rule says so', async () => {
    const { promotionId } = await kit.rule(depositMatch);
    const [a, b, c, d] = [await kit.member(), await kit.member(), await kit.member(), await kit.member()];
    expect((await kit.join(a.token, promotionId, { ip: '10.77.0.1' })).statusCode).toBe(200);
    const again = await kit.join(a.token, promotionId, { ip: '10.77.0.2' });
    expect(again.json().code).toBe('BONUS_ALREADY_JOINED');
    const sameIp = await kit.join(b.token, promotionId, { ip: '10.77.0.1' });
    expect(sameIp.statusCode).toBe(409);
    expect(sameIp.json().code).toBe('BONUS_FINGERPRINT_USED');
    expect(
      (await kit.join(c.token, promotionId, { ip: '10.77.0.3', deviceId: 'device-0001' })).statusCode,
    ).toBe(200);
    const sameDevice = await kit.join(d.token, promotionId, { ip: '10.77.0.4', deviceId: 'device-0001' });
    expect(sameDevice.json().code).toBe('BONUS_FINGERPRINT_USED');
    // Ten members from one address at once: exactly one gets in.
    const { promotionId: race } = await kit.rule(depositMatch);
    const crowd = [];
    for (let i = 0; i < 10; i++) crowd.push(await kit.member());
    const answers = await Promise.all(crowd.map((m) => kit.join(m.token, race, { ip: '10.77.1.1' })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json().code === 'BONUS_FINGERPRINT_USED')).toHaveLength(9);
    const rows = await db()
      .selectFrom('bonus_participations as p')
      .innerJoin('bonus_rules as r', 'r.id', 'p.rule_id')
      .select('p.id')
      .where('r.promotion_id', '=', BigInt(race))
      .execute();
    expect(rows).toHaveLength(1);
    // Without the fingerprint rule, one address may bring several members.
    const { promotionId: open } = await kit.rule({ ...depositMatch, onePerFingerprint: false });
    expect((await kit.join(a.token, open, { ip: '10.77.2.1' })).statusCode).toBe(200);
    expect((await kit.join(b.token, open, { ip: '10.77.2.1' })).statusCode).toBe(200);
  });

  it('checks the VIP level and new-player rule, and refuses promotions without an open bonus', async () => {
    const { promotionId: vip } = await kit.rule({ ...depositMatch, minVipLevel: 3 });
    const m = await kit.member();
    const low = await kit.join(m.token, vip);
    expect(low.statusCode).toBe(403);
    expect(low.json()).toMatchObject({ code: 'BONUS_NOT_ELIGIBLE', value: { reason: 'vip_level' } });
    await db().updateTable('members').set({ vip_level: 3 }).where('id', '=', m.id).execute();
    expect((await kit.join(m.token, vip)).statusCode).toBe(200);

    const { promotionId: fresh } = await kit.rule({ ...depositMatch, newPlayerOnly: true });
    await (await kit.depositOrder(m.token, '200')).send();
    const old = await kit.join(m.token, fresh);
    expect(old.json()).toMatchObject({ code: 'BONUS_NOT_ELIGIBLE', value: { reason: 'new_player_only' } });
    expect((await kit.join((await kit.member()).token, fresh)).statusCode).toBe(200);

    const bare = await kit.promotion();
    expect((await kit.join(m.token, bare)).json().code).toBe('BONUS_NOT_AVAILABLE');
    expect((await call('GET', `/wps/bonus/offer/${bare}`)).json().value).toEqual({ offer: null });
    const { promotionId: later } = await kit.rule({
      ...depositMatch,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await kit.join(m.token, later)).json().code).toBe('BONUS_NOT_AVAILABLE');
  });

  it('grants a free bet on joining and releases it at once when it has nothing to wager', async () => {
    const { promotionId } = await kit.rule({
      kind: 'free_bet',
      amount: '25',
      wageringMultiple: 4,
      weights: WEIGHTS,
    });
    const offer = await call('GET', `/wps/bonus/offer/${promotionId}`);
    expect(offer.json().value.offer).toMatchObject({
      kind: 'free_bet',
      amount: '25.00',
      wageringMultiple: 4,
    });
    const m = await kit.member();
    const res = await kit.join(m.token, promotionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.grant).toMatchObject({
      amount: '25.00',
      wageringRequired: '100.00',
      status: 'active',
    });
    expect(await kit.wallet(m.id)).toMatchObject({ bonus: 2_500n });

    const { promotionId: plain } = await kit.rule({ kind: 'free_bet', amount: '5', weights: WEIGHTS });
    const n = await kit.member();
    expect((await kit.join(n.token, plain)).json().value.grant).toMatchObject({
      status: 'released',
      progress: 100,
    });
    expect(await kit.wallet(n.id)).toMatchObject({ cash: 500n, bonus: 0n });
  });

  it('draws a raffle prize once, from a recorded seed the member can check', async () => {
    const prizes = [
      { amount: '10', weight: 70 },
      { amount: '50', weight: 25 },
      { amount: '500', weight: 5 },
    ];
    const { promotionId, rule } = await kit.rule({
      kind: 'raffle',
      prizes,
      wageringMultiple: 1,
      weights: WEIGHTS,
    });
    const m = await kit.member();
    const claim = (token: string) =>
      call('POST', '/wps/relay/MCS2_claimRafflePromotion', {
        token,
        payload: { promotionId, clientSeed: 'lucky-seven' },
        ip: '10.78.0.1',
      });
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(m.token)));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.json().code === 'BONUS_ALREADY_JOINED')).toHaveLength(4);
    const { grant, draw } = won[0]!.json().value;
    expect(draw.serverSeedHash).toBe(createHash('sha256').update(draw.serverSeed).digest('hex'));
    const mac = createHmac('sha256', draw.serverSeed).update(`lucky-seven:${rule.id}:${m.id}`).digest('hex');
    expect(draw.roll).toBe(Number(BigInt(`0x${mac.slice(0, 13)}`) % 100n));
    const index = draw.roll < 70 ? 0 : draw.roll < 95 ? 1 : 2;
    expect(draw.prizeIndex).toBe(index);
    expect(grant.amount).toBe(`${prizes[index]!.amount}.00`);
    const stored = (await kit.grants(m.id))[0]!;
    expect(stored.draw).toMatchObject({ serverSeed: draw.serverSeed, roll: draw.roll });
    expect(await kit.wallet(m.id)).toMatchObject({ bonus: stored.amount });
    // A raffle is claimed, not joined; a deposit match is not claimed as a raffle.
    expect((await kit.join((await kit.member()).token, promotionId)).json().code).toBe('BONUS_WRONG_KIND');
    const { promotionId: dm } = await kit.rule(depositMatch);
    const wrong = await call('POST', '/wps/relay/MCS2_claimRafflePromotion', {
      token: m.token,
      payload: { promotionId: dm },
    });
    expect(wrong.json().code).toBe('BONUS_WRONG_KIND');
  });

  it('lets finance create, change and switch off rules, each audited; others are refused', async () => {
    const finance = await kit.financeToken();
    const promotionId = await kit.promotion();
    const post = (payload: object, token = finance) =>
      call('POST', '/bo/api/bonus/rules', { token, payload, ip: '10.37.0.9' });
    const incomplete = await post({ promotionId, kind: 'deposit_match', percentBps: 5000, weights: WEIGHTS });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().code).toBe('BONUS_RULE_INVALID');
    expect((await post({ promotionId, kind: 'free_bet', amount: '-1', weights: WEIGHTS })).statusCode).toBe(
      400,
    );
    expect(
      (await post({ promotionId, kind: 'free_bet', amount: '1', weights: { SLOTS: 1 } })).statusCode,
    ).toBe(400);
    const content = await kit.staffWith(['content']);
    expect((await post({ promotionId, ...depositMatch }, content)).statusCode).toBe(403);
    expect(
      await db()
        .selectFrom('bonus_rules')
        .select('id')
        .where('promotion_id', '=', BigInt(promotionId))
        .execute(),
    ).toEqual([]);

    const created = await post({ promotionId, ...depositMatch, maxBet: '20' });
    expect(created.statusCode).toBe(200);
    const rule = created.json().value;
    expect(rule).toMatchObject({ kind: 'deposit_match', cap: '500.00', maxBet: '20.00', weights: WEIGHTS });
    expect((await post({ promotionId, ...depositMatch })).json().code).toBe('BONUS_RULE_EXISTS');
    const put = await call('PUT', `/bo/api/bonus/rules/${rule.id}`, {
      token: finance,
      payload: { ...depositMatch, cap: '800', expiryDays: 14 },
    });
    expect(put.json().value).toMatchObject({ cap: '800.00', expiryDays: 14, maxBet: null });
    const del = await call('DELETE', `/bo/api/bonus/rules/${rule.id}`, { token: finance });
    expect(del.json().value).toEqual({ id: rule.id, deleted: true });
    const list = await call('GET', `/bo/api/bonus/rules?merchantId=${await kit.merchantId()}`, {
      token: finance,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().value.find((r: { id: number }) => r.id === rule.id)).toMatchObject({ active: false });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action'])
      .where('target_type', '=', 'bonus_rule')
      .where('target_id', '=', String(rule.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'bonus_rule.create',
      'bonus_rule.update',
      'bonus_rule.delete',
    ]);
    const m = await kit.member();
    expect((await kit.join(m.token, promotionId)).json().code).toBe('BONUS_NOT_AVAILABLE');
  });

  it("gives the demo brand's sign-up, first-deposit and cashback promotions their bonus rules", async () => {
    const offer = async (title: string) => {
      const promo = await db()
        .selectFrom('promotion_texts')
        .select('promotion_id')
        .where('language', '=', 'EN')
        .where('title', '=', title)
        .executeTakeFirstOrThrow();
      return (await call('GET', `/wps/bonus/offer/${promo.promotion_id}`)).json().value.offer;
    };
    expect(await offer('Sign up and get 50,000 VND')).toMatchObject({ kind: 'free_bet', amount: '50000.00' });
    expect(await offer('100% first deposit bonus')).toMatchObject({
      kind: 'deposit_match',
      percentBps: 10_000,
      cap: '5000000.00',
      wageringMultiple: 10,
    });
    expect(await offer('Weekly cashback 10%')).toMatchObject({ kind: 'cashback', cashbackPeriod: 'W' });
    expect(await offer('VIP birthday gift')).toBeNull();
  });

  it('leaves the ledger reconciled', async () => {
    expect(await kit.reconcileProblems()).toEqual([]);
  });
});
