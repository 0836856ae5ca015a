import { beforeAll, describe, expect, it } from 'vitest';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { referralService } from './referral.service.ts';
import { referralKit } from './referral.test-kit.ts';

/** Referral programme: staff rule, the condition, one reward per invitee, the invitee list. */
describe.each(dbKinds)('referral on %s', (kind) => {
  const t = suiteApp(kind);
  let admin: string;
  let content: string;
  const kit = referralKit(() => t, 'rf');
  const { call } = kit;
  const service = () => referralService({ db: t.database.db, now: () => new Date() });
  const setRule = (token: string, payload: object) =>
    call('PUT', '/bo/api/referral/rule', { token, payload });
  const cash = async (token: string) => (await kit.balance(token)).cash;

  beforeAll(async () => {
    await allowSmallSums(t);
    // The suite starts from a brand that never set a programme; the demo brand's own is seeded on.
    await t.database.db.deleteFrom('referral_rules').execute();
    admin = await kit.staffToken();
    content = await kit.staffWith(['content']);
  });

  it('is off until staff switch it on; bad rules are refused, changes nothing, and each change is audited', async () => {
    expect((await call('GET', '/wps/referral/status')).json().value).toEqual({ enabled: false });
    const m = await kit.member();
    expect((await call('GET', '/wps/referral/info', { token: m.token })).json().code).toBe(
      'REFERRAL_DISABLED',
    );
    const good = { enabled: true, rewardAmount: '50', condition: 'FIRST_DEPOSIT', threshold: '500' };
    for (const bad of [
      { ...good, rewardAmount: '-1' },
      { ...good, rewardAmount: '1.234' },
      { ...good, threshold: 'lots' },
      { ...good, condition: 'SIGNUP' },
      { rewardAmount: '50', condition: 'FIRST_DEPOSIT', threshold: '1' },
    ]) {
      const res = await setRule(admin, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await setRule(content, good)).statusCode).toBe(403);
    expect(await kit.auditRows('referral.rule')).toHaveLength(0);
    const saved = await setRule(admin, good);
    expect(saved.json().value).toEqual({
      merchantCode: 'demo',
      enabled: true,
      rewardAmount: '50.00',
      condition: 'FIRST_DEPOSIT',
      threshold: '500.00',
    });
    const audit = await kit.auditRows('referral.rule');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { enabled: false },
      after: { enabled: true, rewardAmount: '50.00' },
    });
    expect((await call('GET', '/wps/referral/status')).json().value).toEqual({ enabled: true });
    const info = (await call('GET', '/wps/referral/info', { token: m.token })).json().value;
    expect(info.code).toMatch(/^R[0-9A-Z]+$/);
    expect(info.invitePath).toBe(`/register?code=${info.code}`);
  });

  it('pays on a first deposit that meets the threshold, in the deposit, and never for a smaller first deposit', async () => {
    await setRule(admin, { enabled: true, rewardAmount: '50', condition: 'FIRST_DEPOSIT', threshold: '500' });
    const referrer = await kit.member();
    const small = await kit.member();
    const big = await kit.member();
    await kit.invite(referrer.id, small.id);
    await kit.invite(referrer.id, big.id);
    await kit.deposit(small.token, '100');
    await kit.deposit(small.token, '1000');
    expect(await service().settle(small.id)).toBe(false);
    expect(await cash(referrer.token)).toBe('0.00');
    await kit.deposit(big.token, '600');
    expect(await cash(referrer.token)).toBe('50.00');
    expect(await service().settle(big.id)).toBe(false);
    expect(await cash(referrer.token)).toBe('50.00');
  });

  it('pays once on valid bets under 50 concurrent triggers and their retries, and nothing before', async () => {
    await setRule(admin, { enabled: true, rewardAmount: '25.5', condition: 'VALID_BET', threshold: '1000' });
    const referrer = await kit.member();
    const invitee = await kit.member();
    await kit.invite(referrer.id, invitee.id);
    await kit.settledRound(invitee.id, 50_000n);
    expect(await service().settle(invitee.id)).toBe(false);
    expect(await service().settleDue()).toBe(0);
    expect(await cash(referrer.token)).toBe('0.00');
    await kit.settledRound(invitee.id, 60_000n);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2
          ? service().settle(invitee.id)
          : service()
              .settleDue()
              .then((n) => n > 0),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    for (let i = 0; i < 3; i++) expect(await service().settle(invitee.id)).toBe(false);
    expect(await cash(referrer.token)).toBe('25.50');
    expect(await kit.transfers('referral_bonus', referrer.id)).toBe(1);
  });

  it('lists only the signed-in member’s own invitees, masked, with what each earned', async () => {
    await setRule(admin, { enabled: true, rewardAmount: '10', condition: 'VALID_BET', threshold: '1' });
    const referrer = await kit.member();
    const other = await kit.member();
    const a = await kit.member();
    const b = await kit.member();
    await kit.invite(referrer.id, a.id);
    await kit.invite(referrer.id, b.id);
    await kit.settledRound(a.id, 100n);
    await service().settle(a.id);
    const mine = (await call('GET', '/wps/referral/invitees', { token: referrer.token })).json().value;
    expect(mine.total).toBe(2);
    expect(mine.list.map((r: { reward: string | null }) => r.reward).sort()).toEqual(['10.00', null]);
    expect(mine.list.every((r: { username: string }) => r.username.includes('***'))).toBe(true);
    const theirs = (await call('GET', '/wps/referral/invitees', { token: other.token })).json().value;
    expect(theirs).toEqual({ list: [], total: 0 });
    const probe = await call('GET', `/wps/referral/invitees?memberId=${referrer.id}`, { token: other.token });
    expect(probe.statusCode).toBe(400);
    expect((await call('GET', '/wps/referral/invitees')).statusCode).toBe(401);
    const info = (await call('GET', '/wps/referral/info', { token: referrer.token })).json().value;
    expect(info).toMatchObject({ invitedCount: 2, rewardedCount: 1, earned: '10.00' });
  });
});
