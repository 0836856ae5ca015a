import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { rowCount } from '../../../test/row-count.ts';
import { allowSmallSums } from '../../../test/small-sums.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { bonusKit } from './bonus.test-kit.ts';

const texts = [
  { language: 'EN', title: 'Reload match', summary: 'Double your deposit', terms: 'Deposit 100 or more.' },
];
const offer = {
  category: 'deposit',
  art: 'reload',
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  texts,
  rule: {
    kind: 'deposit_match',
    percentBps: 5_000,
    cap: '200',
    minDeposit: '100',
    wageringMultiple: 0,
    weights: { INHOUSE: 10_000 },
  },
};

interface OfferPage {
  list: Array<{
    id: number;
    active: boolean;
    rule: { kind: string; active: boolean } | null;
    totals: object;
  }>;
  total: number;
  totals: { joined: number; granted: number };
}

/** The rewards screen's promotions: made with their rule, listed with takers, exported, switched off. */
describe.each(dbKinds)('promotion offers on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = bonusKit(() => t, 'ofr');
  const { call } = kit;
  const db = () => t.database.db;

  beforeAll(async () => {
    await allowSmallSums(t);
  });

  const create = async (token: string, body: object = offer) =>
    call('POST', '/bo/api/rewards/offers', {
      token,
      payload: { merchantId: await kit.merchantId(), ...body },
      ip: '10.41.0.1',
    });
  const mid = () => kit.merchantId();

  it('makes a promotion with its rule in one step, audit-logged, and refuses roles without rewards.write', async () => {
    const finance = await kit.financeToken();
    const res = await create(finance);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().value;
    expect(made).toMatchObject({
      category: 'deposit',
      active: true,
      rule: { kind: 'deposit_match', cap: '200.00' },
    });
    expect(made.totals).toEqual({
      joined: 0,
      granted: 0,
      released: 0,
      grantedAmount: '0.00',
      releasedAmount: '0.00',
    });
    const audit = await selectWhere(db(), 'audit_log', {
      action: 'promotion.create',
      target_id: String(made.id),
    })
      .select('id')
      .execute();
    expect(audit).toHaveLength(1);
    // The player site offers it at once.
    const site = await call('GET', `/wps/bonus/offer/${made.id}`);
    expect(site.json().value.offer).toMatchObject({ kind: 'deposit_match', percentBps: 5_000 });
    const content = await kit.staffWith(['content']);
    expect((await create(content)).statusCode).toBe(403);
    expect((await call('GET', '/bo/api/rewards/offers', { token: content })).statusCode).toBe(403);
  });

  it('refuses an incomplete rule or a wrong period with a clear error and adds nothing', async () => {
    const finance = await kit.financeToken();
    const before = await rowCount(db(), 'promotions');
    const noCap = await create(finance, { ...offer, rule: { ...offer.rule, cap: null } });
    expect(noCap.statusCode).toBe(400);
    expect(noCap.json()).toMatchObject({ code: 'BONUS_RULE_INVALID' });
    const backwards = await create(finance, {
      ...offer,
      endsAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The end must come after the start');
    const badArt = await create(finance, { ...offer, art: 'nope' });
    expect(badArt.statusCode).toBe(400);
    expect(await rowCount(db(), 'promotions')).toBe(before);
  });

  it('lists takers with their grant and totals, exports both lists audit-logged, and switches off', async () => {
    const finance = await kit.financeToken();
    const made = (await create(finance)).json().value as { id: number };
    const m = await kit.member();
    expect((await kit.join(m.token, made.id)).statusCode).toBe(200);
    await (await kit.depositOrder(m.token, '300')).send();
    const takers = await call('GET', `/bo/api/rewards/offers/${made.id}/takers`, { token: finance });
    expect(takers.statusCode, takers.body).toBe(200);
    const page = takers.json().value;
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ memberId: String(m.id), amount: '150.00', status: 'released' });
    expect(page.totals).toMatchObject({ joined: 1, granted: 1, released: 1, releasedAmount: '150.00' });
    const list = (
      await call(
        'GET',
        `/bo/api/rewards/offers?merchantId=${await mid()}&kind=deposit_match&active=true&pageSize=50`,
        {
          token: finance,
        },
      )
    ).json().value as OfferPage;
    expect(list.list.find((o) => o.id === made.id)?.totals).toMatchObject({ joined: 1, granted: 1 });
    expect(list.totals.joined).toBeGreaterThanOrEqual(1);
    const csv = await call('GET', `/bo/api/rewards/offers.csv?merchantId=${await mid()}&kind=deposit_match`, {
      token: finance,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('released_amount');
    const takersCsv = await call('GET', `/bo/api/rewards/offers/takers.csv?promotionId=${made.id}`, {
      token: finance,
    });
    expect(takersCsv.body).toContain(m.username);
    const exports = await selectWhere(db(), 'audit_log', { action: 'export.csv' })
      .select('target_id')
      .where('target_id', 'in', ['offers.csv', 'offers.takersCsv'])
      .execute();
    expect(exports.length).toBeGreaterThanOrEqual(2);
    const off = await call('PUT', `/bo/api/rewards/offers/${made.id}`, {
      token: finance,
      payload: { active: false },
    });
    expect(off.json().value).toMatchObject({ active: false, rule: { active: false } });
    expect((await call('GET', `/wps/bonus/offer/${made.id}`)).json().value.offer).toBeNull();
  });

  it("keeps each brand's promotions apart and refuses an empty change", async () => {
    const finance = await kit.financeToken();
    const made = (await create(finance)).json().value as { id: number };
    const { id: otherBrand } = await copyDemoBrand(db(), 'ofr-other');
    const res = await call('GET', `/bo/api/rewards/offers?merchantId=${otherBrand}`, { token: finance });
    expect(res.json().value.list).toEqual([]);
    const unnamed = await call('GET', '/bo/api/rewards/offers', { token: finance });
    expect(unnamed.json()).toMatchObject({ code: 'CONTENT_MERCHANT_REQUIRED' });
    const empty = await call('PUT', `/bo/api/rewards/offers/${made.id}`, { token: finance, payload: {} });
    expect(empty.statusCode).toBe(400);
    const missing = await call('GET', '/bo/api/rewards/offers/999999999/takers', { token: finance });
    expect(missing.statusCode).toBe(404);
  });
});
