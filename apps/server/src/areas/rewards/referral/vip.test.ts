import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { referralKit } from './referral.test-kit.ts';
import { vipService } from './vip.service.ts';
import { periodOf } from './vip-rules.ts';

const RULES = [
  {
    level: 2,
    minValidBet: '1000',
    minDeposit: '0',
    keepValidBet: '500',
    keepDeposit: '0',
    upgradeBonus: '10',
  },
  {
    level: 3,
    minValidBet: '5000',
    minDeposit: '1000',
    keepValidBet: '2000',
    keepDeposit: '0',
    upgradeBonus: '30',
  },
];

/** Automatic VIP levels: staff rules, upgrades with their bonus once, keep-rule downgrades at period end. */
describe.each(dbKinds)('automatic VIP levels on %s', (kind) => {
  const t = suiteApp(kind);
  let admin: string;
  const kit = referralKit(() => t, 'vp');
  const { call } = kit;
  const setRules = (payload: object) => call('PUT', '/bo/api/vip/rules', { token: admin, payload });
  const levelOf = async (id: bigint) =>
    (await selectWhere(t.database.db, 'members', { id }).select('vip_level').executeTakeFirstOrThrow())
      .vip_level;
  const evaluator = (now = () => new Date()) => vipService({ db: t.database.db, now });

  beforeAll(async () => {
    await allowSmallSums(t);
    // The suite starts from a brand without level rules; the demo brand's own are seeded.
    await t.database.db.deleteFrom('vip_level_rules').execute();
    await t.database.db.deleteFrom('vip_period_reviews').execute();
    admin = await kit.staffToken();
  });

  it('refuses bad rules without change or audit, and audits a good set', async () => {
    const base = RULES[0] as (typeof RULES)[number];
    for (const [levels, code] of [
      [[{ ...base, level: 1 }], 'VALIDATION'],
      [[{ ...base, level: 11 }], 'VALIDATION'],
      [[base, base], 'VALIDATION'],
      [[{ ...base, upgradeBonus: '-5' }], 'VALIDATION'],
      [
        [
          { ...base, level: 3 },
          { ...base, minValidBet: '2000' },
        ],
        'VIP_RULES_ORDER',
      ],
    ] as const) {
      const res = await setRules({ levels });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect(await kit.auditRows('vip.rules')).toHaveLength(0);
    const saved = await setRules({ levels: RULES });
    expect(saved.json().value.levels).toEqual([
      {
        level: 2,
        minValidBet: '1000.00',
        minDeposit: '0.00',
        keepValidBet: '500.00',
        keepDeposit: '0.00',
        upgradeBonus: '10.00',
        cashbackBps: null,
        withdrawMax: null,
        withdrawDailyMax: null,
        birthdayBonus: '0.00',
      },
      {
        level: 3,
        minValidBet: '5000.00',
        minDeposit: '1000.00',
        keepValidBet: '2000.00',
        keepDeposit: '0.00',
        upgradeBonus: '30.00',
        cashbackBps: null,
        withdrawMax: null,
        withdrawDailyMax: null,
        birthdayBonus: '0.00',
      },
    ]);
    const audit = await kit.auditRows('vip.rules');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: [], after: [{ level: 2 }, { level: 3 }] });
  });

  it('upgrades as soon as the figures reach a level and pays each level bonus once, with evaluators racing', async () => {
    await setRules({ levels: RULES });
    const m = await kit.member();
    await kit.settledRound(m.id, 300_000n);
    expect(await levelOf(m.id)).toBe(1);
    const before = (await call('GET', '/wps/vip/progress', { token: m.token })).json().value;
    expect(before).toMatchObject({
      level: 2,
      validBet: '3000.00',
      deposit: '0.00',
      next: { level: 3, validBetNeeded: '2000.00', depositNeeded: '1000.00' },
    });
    // Reading the progress evaluated the member first: 3,000 turnover reaches level 2 (bonus 10).
    expect((await kit.balance(m.token)).cash).toBe('10.00');
    await kit.settledRound(m.id, 300_000n);
    await kit.deposit(m.token, '1000');
    const a = evaluator();
    const b = evaluator();
    await Promise.all([
      a.run(),
      b.run(),
      ...Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).evaluateMember(m.id)),
    ]);
    expect(await levelOf(m.id)).toBe(3);
    expect(await kit.transfers('vip_bonus', m.id)).toBe(2);
    expect((await kit.balance(m.token)).cash).toBe('1040.00');
    const now = (await call('GET', '/wps/vip/progress', { token: m.token })).json().value;
    expect(now).toMatchObject({
      level: 3,
      validBet: '6000.00',
      deposit: '1000.00',
      next: null,
      keep: { validBet: '2000.00' },
    });
  });

  it('shows what the next level still needs', async () => {
    await setRules({ levels: RULES });
    const m = await kit.member();
    await kit.settledRound(m.id, 40_000n);
    const p = (await call('GET', '/wps/vip/progress', { token: m.token })).json().value;
    expect(p.next).toMatchObject({
      level: 2,
      validBetNeeded: '600.00',
      depositNeeded: '0.00',
      upgradeBonus: '10.00',
    });
  });

  it('downgrades only at the period end, by the keep rule, once however many instances review', async () => {
    await setRules({ levels: RULES });
    const keeper = await kit.member();
    const slacker = await kit.member();
    await kit.settledRound(keeper.id, 250_000n);
    await kit.settledRound(slacker.id, 60_000n);
    await t.database.db
      .updateTable('members')
      .set({ vip_level: 3 })
      .where('id', 'in', [keeper.id, slacker.id])
      .execute();
    // Within the period nothing goes down, however often the schedule runs.
    await evaluator().run();
    await evaluator().run();
    expect([await levelOf(keeper.id), await levelOf(slacker.id)]).toEqual([3, 3]);
    const nextPeriod = new Date(periodOf(new Date()).to.getTime() + 3_600_000);
    const merchantId = await kit.merchantId();
    const reviews = await Promise.all(
      Array.from({ length: 5 }, () => evaluator(() => nextPeriod).reviewMerchant(merchantId)),
    );
    expect(reviews.filter((n) => n > 0)).toHaveLength(1);
    // 2,500 keeps level 3 (2,000); 600 fails level 3 but keeps level 2 (500).
    expect([await levelOf(keeper.id), await levelOf(slacker.id)]).toEqual([3, 2]);
    await evaluator(() => nextPeriod).run();
    expect([await levelOf(keeper.id), await levelOf(slacker.id)]).toEqual([3, 2]);
  });
});
