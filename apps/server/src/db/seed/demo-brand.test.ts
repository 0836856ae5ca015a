import { BANNER_GROUPS, BUNDLED_LANGUAGES, formatMinorPlain } from '@pf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETIRED_DEMO_CUSTOMER_SERVICE } from '../../areas/brand/index.ts';
import { inboxKit } from '../../areas/content/messages/messages.test-kit.ts';
import { DEMO_AMOUNTS, DEMO_VIP_LEVELS } from '../../platform/demo-amounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { dbKinds } from '../../test/test-db.ts';
import { seedDemo } from './index.ts';

const VND = (major: number) => BigInt(major) * 100n;

/** The demo brand is where every feature can be tried: what the seed gives it, and what players see. */
describe.each(dbKinds)('the demo brand on %s', (kind) => {
  let t: TestContext;
  const kit = inboxKit(() => t, 'demob');
  const { call } = kit;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const promotionByTitle = async (title: string) =>
    db()
      .selectFrom('promotions as p')
      .innerJoin('promotion_texts as x', 'x.promotion_id', 'p.id')
      .select(['p.id', 'p.active', 'p.starts_at', 'p.ends_at', 'p.application_required'])
      .where('p.merchant_id', '=', await kit.merchantId())
      .where('x.language', '=', 'EN')
      .where('x.title', '=', title)
      .executeTakeFirstOrThrow();
  const running = (p: { active: boolean; starts_at: Date; ends_at: Date | null }) =>
    p.active && p.starts_at <= new Date() && (p.ends_at === null || p.ends_at > new Date());

  describe('seed', () => {
    it('gives levels 2-10 rules sized for VND and benefits on every level', async () => {
      const rules = await db()
        .selectFrom('vip_level_rules')
        .selectAll()
        .where('merchant_id', '=', await kit.merchantId())
        .orderBy('level')
        .execute();
      expect(rules.map((r) => r.level)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // Level 2 takes tens of millions of VND of bets: no demo journey's few bets reach it.
      expect(rules[0]?.min_valid_bet).toBeGreaterThanOrEqual(VND(10_000_000));
      for (const [i, r] of rules.entries()) {
        expect(r.upgrade_bonus, `level ${r.level}`).toBeGreaterThan(0n);
        expect(r.birthday_bonus, `level ${r.level}`).toBeGreaterThan(0n);
        expect(r.cashback_bps, `level ${r.level}`).toBeGreaterThan(0);
        expect(r.keep_valid_bet).toBeLessThan(r.min_valid_bet);
        const below = rules[i - 1];
        if (below) {
          expect(r.min_valid_bet).toBeGreaterThan(below.min_valid_bet);
          expect(r.upgrade_bonus).toBeGreaterThan(below.upgrade_bonus);
        }
      }
    });

    it('switches referral on, paid on a first deposit', async () => {
      const rule = await db()
        .selectFrom('referral_rules')
        .selectAll()
        .where('merchant_id', '=', await kit.merchantId())
        .executeTakeFirstOrThrow();
      expect(rule).toMatchObject({
        enabled: true,
        condition: 'FIRST_DEPOSIT',
        reward_amount: DEMO_AMOUNTS.referral.reward,
        threshold: DEMO_AMOUNTS.referral.firstDeposit,
      });
    });

    it('runs a lucky-wheel raffle and a promotion that takes applications', async () => {
      const wheel = await promotionByTitle('Lucky wheel: one free spin');
      expect(running(wheel)).toBe(true);
      const rule = await db()
        .selectFrom('bonus_rules')
        .select(['kind', 'active', 'prizes', 'one_per_fingerprint'])
        .where('promotion_id', '=', wheel.id)
        .executeTakeFirstOrThrow();
      expect(rule).toMatchObject({ kind: 'raffle', active: true, one_per_fingerprint: false });
      expect(rule.prizes?.map((p) => BigInt(p.amount))).toEqual(
        DEMO_AMOUNTS.wheelPrizes.map((p) => p.amount),
      );

      const bigWin = await promotionByTitle('Big win bonus');
      expect(running(bigWin)).toBe(true);
      expect(bigWin.application_required).toBe(true);
    });

    it('has a banner for every route group in every bundled language', async () => {
      const rows = await db()
        .selectFrom('content_banners')
        .select(['group_name', 'language'])
        .where('merchant_id', '=', await kit.merchantId())
        .where('active', '=', true)
        .execute();
      for (const language of BUNDLED_LANGUAGES) {
        const groups = new Set(rows.filter((r) => r.language === language).map((r) => r.group_name));
        expect(
          [...BANNER_GROUPS].filter((g) => !groups.has(g)),
          language,
        ).toEqual([]);
      }
    });

    it('serves customer service through the built-in chat and keeps the chat room off', async () => {
      const brand = await db()
        .selectFrom('merchants')
        .select('customer_service')
        .where('code', '=', 'demo')
        .executeTakeFirstOrThrow();
      expect(brand.customer_service).toEqual([]);
      const modules = await db()
        .selectFrom('merchant_modules')
        .select('code')
        .where('merchant_id', '=', await kit.merchantId())
        .execute();
      expect(modules.map((m) => m.code)).not.toContain('CHATROOM3');
      expect(modules.map((m) => m.code)).toContain('DIRECTREG3');
    });

    it('brings what a database seeded before lacks, and leaves what staff changed', async () => {
      const demo = await kit.merchantId();
      // A database from before: the outside desk, no VIP rules ever, no referral rule, no wheel or
      // route-group banners. And one change by staff: the big-win promotion switched off.
      await db()
        .updateTable('merchants')
        .set({ customer_service: JSON.stringify(RETIRED_DEMO_CUSTOMER_SERVICE) })
        .where('id', '=', demo)
        .execute();
      await db().deleteFrom('vip_level_rules').where('merchant_id', '=', demo).execute();
      await db().deleteFrom('vip_period_reviews').where('merchant_id', '=', demo).execute();
      await db().deleteFrom('referral_rules').where('merchant_id', '=', demo).execute();
      const wheel = await promotionByTitle('Lucky wheel: one free spin');
      await db().deleteFrom('bonus_rules').where('promotion_id', '=', wheel.id).execute();
      await db().deleteFrom('promotion_texts').where('promotion_id', '=', wheel.id).execute();
      await db().deleteFrom('promotions').where('id', '=', wheel.id).execute();
      await db().deleteFrom('content_images').where('storage_key', '=', 'builtin:promo-wheel').execute();
      await db()
        .deleteFrom('content_banners')
        .where('merchant_id', '=', demo)
        .where('group_name', '=', 'sports')
        .execute();
      await db()
        .deleteFrom('content_images')
        .where('storage_key', 'like', 'builtin:sports-match:%')
        .execute();
      const bigWin = await promotionByTitle('Big win bonus');
      await db().updateTable('promotions').set({ active: false }).where('id', '=', bigWin.id).execute();
      const promotionsBefore = await db()
        .selectFrom('promotions')
        .select('id')
        .where('merchant_id', '=', demo)
        .execute();

      await seedDemo(db());

      const brand = await db()
        .selectFrom('merchants')
        .select('customer_service')
        .where('id', '=', demo)
        .executeTakeFirstOrThrow();
      expect(brand.customer_service).toEqual([]);
      const levels = await db()
        .selectFrom('vip_level_rules')
        .select('level')
        .where('merchant_id', '=', demo)
        .execute();
      expect(levels).toHaveLength(DEMO_VIP_LEVELS.length);
      expect((await call('GET', '/wps/referral/status')).json().value).toEqual({ enabled: true });
      const newWheel = await promotionByTitle('Lucky wheel: one free spin');
      expect(
        await db()
          .selectFrom('bonus_rules')
          .select('kind')
          .where('promotion_id', '=', newWheel.id)
          .executeTakeFirst(),
      ).toEqual({ kind: 'raffle' });
      const sports = await db()
        .selectFrom('content_banners')
        .select('language')
        .where('merchant_id', '=', demo)
        .where('group_name', '=', 'sports')
        .execute();
      expect(sports).toHaveLength(BUNDLED_LANGUAGES.length);
      // Only the wheel came back: the switched-off promotion stays as staff left it.
      const promotionsAfter = await db()
        .selectFrom('promotions')
        .select('id')
        .where('merchant_id', '=', demo)
        .execute();
      expect(promotionsAfter).toHaveLength(promotionsBefore.length + 1);
      expect((await promotionByTitle('Big win bonus')).active).toBe(false);
      await db().updateTable('promotions').set({ active: true }).where('id', '=', bigWin.id).execute();
    });

    it('keeps staff choices on the next start: VIP levels switched off, referral off, another desk', async () => {
      const demo = await kit.merchantId();
      const admin = await kit.staff('demobAdmin', ['admin']);
      const off = await call('PUT', '/bo/api/vip/rules', { token: admin, payload: { levels: [] } });
      expect(off.statusCode, off.body).toBe(200);
      const referralOff = await call('PUT', '/bo/api/referral/rule', {
        token: admin,
        payload: { enabled: false, rewardAmount: '0', condition: 'FIRST_DEPOSIT', threshold: '0' },
      });
      expect(referralOff.statusCode, referralOff.body).toBe(200);
      const desk = [{ csType: 'LIVECHAT', path: 'https://chat.brand.test/1', title: 'Chat' }];
      await db()
        .updateTable('merchants')
        .set({ customer_service: JSON.stringify(desk) })
        .where('id', '=', demo)
        .execute();
      const counts = async () =>
        Promise.all(
          (['promotions', 'content_banners', 'content_notices', 'bonus_rules'] as const).map(async (table) =>
            Number(
              (
                await db()
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .where('merchant_id', '=', demo)
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ),
        );
      const before = await counts();

      await seedDemo(db());

      expect(await counts()).toEqual(before);
      expect(
        await db().selectFrom('vip_level_rules').select('level').where('merchant_id', '=', demo).execute(),
      ).toEqual([]);
      expect((await call('GET', '/wps/referral/status')).json().value).toEqual({ enabled: false });
      const brand = await db()
        .selectFrom('merchants')
        .select('customer_service')
        .where('id', '=', demo)
        .executeTakeFirstOrThrow();
      expect(brand.customer_service).toEqual(desk);
    });
  });
});

describe.each(dbKinds)('what a player of the demo brand sees on %s', (kind) => {
  let t: TestContext;
  const kit = inboxKit(() => t, 'demop');
  const { call } = kit;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const vipLogin = async () =>
    (
      await call('POST', '/wps/session/login', {
        payload: { username: 'vip01', password: 'Vip@12345', type: 'username' },
        ip: '10.9.1.1',
      })
    ).json().value.token as string;

  it("shows vip01 level 5's benefits, the way to level 6 and every level's rule", async () => {
    const res = await call('GET', '/wps/vip/progress', { token: await vipLogin() });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    const five = DEMO_VIP_LEVELS.find((l) => l.level === 5);
    const six = DEMO_VIP_LEVELS.find((l) => l.level === 6);
    if (!five || !six) throw new Error('levels 5 and 6 are seeded');
    expect(v).toMatchObject({
      currency: 'VND',
      level: 5,
      benefits: {
        cashbackBps: five.cashbackBps,
        birthdayBonus: formatMinorPlain(five.birthdayBonus),
        vipService: true,
      },
      next: {
        level: 6,
        minValidBet: formatMinorPlain(six.minValidBet),
        upgradeBonus: formatMinorPlain(six.upgradeBonus),
      },
      keep: { validBet: formatMinorPlain(five.keepValidBet), deposit: formatMinorPlain(five.keepDeposit) },
    });
    expect(v.levels.map((l: { level: number }) => l.level)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('offers the invite entry and a member their code with the rule', async () => {
    expect((await call('GET', '/wps/referral/status')).json().value).toEqual({ enabled: true });
    const m = await kit.member();
    const info = await call('GET', '/wps/referral/info', { token: m.token });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().value).toMatchObject({
      currency: 'VND',
      rule: {
        rewardAmount: formatMinorPlain(DEMO_AMOUNTS.referral.reward),
        condition: 'FIRST_DEPOSIT',
        threshold: formatMinorPlain(DEMO_AMOUNTS.referral.firstDeposit),
      },
    });
  });

  it('lists the lucky wheel, whose spin a member claims once and wins one of its prizes', async () => {
    const list = (await call('GET', '/wps/promotions?language=VI')).json().value.list as Array<{
      id: number;
      title: string;
      summary: string;
    }>;
    const wheel = list.find((p) => p.title === 'Vòng quay may mắn: một lượt miễn phí');
    expect(wheel?.summary).toContain('500,000 VND');
    if (!wheel) throw new Error('the wheel is listed');
    const offer = (await call('GET', `/wps/bonus/offer/${wheel.id}`)).json().value.offer;
    expect(offer).toMatchObject({ kind: 'raffle', wageringMultiple: 1 });

    const m = await kit.member();
    const claim = () =>
      call('POST', '/wps/relay/MCS2_claimRafflePromotion', {
        token: m.token,
        payload: { promotionId: wheel.id, clientSeed: 'demo' },
      });
    const won = await claim();
    expect(won.statusCode, won.body).toBe(200);
    const { grant, draw } = won.json().value;
    expect(grant.amount).toBe(formatMinorPlain(DEMO_AMOUNTS.wheelPrizes[draw.prizeIndex]?.amount ?? -1n));
    expect((await claim()).json().code).toBe('BONUS_ALREADY_JOINED');
  });

  it('lets a member apply to the big-win promotion', async () => {
    const list = (await call('GET', '/wps/promotions?language=EN')).json().value.list as Array<{
      id: number;
      title: string;
    }>;
    const bigWin = list.find((p) => p.title === 'Big win bonus');
    if (!bigWin) throw new Error('the big-win promotion is listed');
    const m = await kit.member();
    const state = await call('GET', `/wps/activity/state/${bigWin.id}`, { token: m.token });
    expect(state.json().value).toMatchObject({ state: 'join', applicationRequired: true, application: null });
  });

  it('sends a banner for every route group, and the built-in chat as customer service', async () => {
    for (const language of ['EN', 'VI']) {
      const res = await call(
        'GET',
        `/wps/system/notice?types=B&platform=web&execution=B&language=${language}`,
      );
      const groups = new Set(res.json().value.banners.map((b: { groupName: string }) => b.groupName));
      expect(
        [...BANNER_GROUPS].filter((g) => !groups.has(g)),
        language,
      ).toEqual([]);
    }
    const permission = (await call('GET', '/wps/system/permission')).json().value;
    expect(permission.customerService).toEqual([]);
    expect(permission.whitelabel.modules.CHATROOM3).toBeUndefined();
    const m = await kit.member();
    const sent = await call('POST', '/wps/support-chat/messages', {
      token: m.token,
      payload: { text: 'Hello' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });
});
