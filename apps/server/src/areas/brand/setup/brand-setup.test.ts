import { beforeAll, describe, expect, it } from 'vitest';
import { brandId } from '../../../test/brand-kit.ts';
import { changeHeard } from '../../../test/changes.ts';
import { caller } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

const REGISTER = {
  fields: { username: { show: true, required: true, pattern: '*', min: 6, max: 20, step: 1 as const } },
  smsVerification: false,
  captcha: false,
  idVerification: false,
};

/** A whole brand as the console sends it. */
function brandBody(code: string, domains: string[], more: Record<string, unknown> = {}) {
  return {
    merchantCode: code,
    currency: 'PHP',
    name: `Brand ${code}`,
    domains,
    defaultLanguage: 'TY',
    supportedLanguages: ['TY', 'EN'],
    timeZone: 'Asia/Manila',
    theme: { accent: '#ff8800', accent2: '#2255ee' },
    logoUrl: null,
    register: REGISTER,
    modules: ['DIRECTREG3', 'FREEPLAY3'],
    brandSettings: { loginedToHomePage: false, regionalVariant: true },
    maintenance: { on: false, title: null, message: null, end: null, allowAddresses: [] },
    region: { mode: 'deny', countries: ['US'] },
    ...more,
  };
}
const { merchantCode: _code, currency: _currency, ...updateOf } = brandBody('x', ['x.test']);
const update = (more: Record<string, unknown>) => ({ ...updateOf, ...more });

describe.each(dbKinds)('brand set-up on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  const staff = staffKit(() => t, '10.53.0.1');
  const db = () => t.database.db;
  let admin: string;
  const at = (host: string, path: string, ip = '10.53.1.1') => call('GET', path, { headers: { host }, ip });
  const audits = (action: string) =>
    db().selectFrom('audit_log').select(['before', 'after']).where('action', '=', action).execute();
  const brandCount = async () => (await db().selectFrom('merchants').select('id').execute()).length;

  beforeAll(async () => {
    admin = await staff.login();
  });

  it('creates a brand that its own domain serves at once, with the vendors of the default brand', async () => {
    let res: Awaited<ReturnType<typeof call>> | undefined;
    await changeHeard(t.app, 'merchant', async () => {
      res = await call('POST', '/bo/api/brands', {
        token: admin,
        payload: brandBody('sunrise', ['Sunrise.test', 'www.sunrise.test']),
      });
    });
    expect(res?.statusCode).toBe(200);
    expect(res?.json().value).toMatchObject({
      merchantCode: 'sunrise',
      domains: ['sunrise.test', 'www.sunrise.test'],
    });

    const site = (await at('www.sunrise.test:8080', '/wps/system/permission')).json().value;
    expect(site.whitelabel).toMatchObject({
      merchantCode: 'sunrise',
      name: 'Brand sunrise',
      currency: 'PHP',
      defaultLanguage: 'TY',
      supportedLanguages: ['TY', 'EN'],
      modules: { DIRECTREG3: true, FREEPLAY3: true },
      theme: { accent: '#ff8800', accent2: '#2255ee' },
      brandSettings: { regionalVariant: true },
    });
    expect(site.register).toEqual(REGISTER);
    const vendors = async (code: string) =>
      (
        await db()
          .selectFrom('merchant_vendors as v')
          .innerJoin('merchants as m', 'm.id', 'v.merchant_id')
          .select('v.vendor_code')
          .where('m.code', '=', code)
          .orderBy('v.vendor_code')
          .execute()
      ).map((r) => r.vendor_code);
    expect((await vendors('sunrise')).length).toBeGreaterThan(0);
    expect(await vendors('sunrise')).toEqual(await vendors('demo'));
    const [created] = await audits('brand.create');
    expect(created?.after).toMatchObject({ merchantCode: 'sunrise', name: 'Brand sunrise' });
  });

  it('refuses a taken code or domain and bad input, changing nothing', async () => {
    const before = await brandCount();
    const taken = await call('POST', '/bo/api/brands', {
      token: admin,
      payload: brandBody('sunrise', ['other.test']),
    });
    expect(taken.json()).toMatchObject({ code: 'BRAND_CODE_TAKEN' });
    const domain = await call('POST', '/bo/api/brands', {
      token: admin,
      payload: brandBody('dusk', ['localhost']),
    });
    expect(domain.statusCode).toBe(409);
    expect(domain.json()).toMatchObject({ code: 'DOMAIN_TAKEN', value: { domains: ['localhost'] } });
    for (const bad of [
      { defaultLanguage: 'VI' },
      { theme: { accent: 'orange' } },
      { domains: ['https://dusk.test'] },
      { timeZone: 'Mars/Olympus' },
      { maintenance: { on: true, title: null, message: null, end: null, allowAddresses: ['10.0.0.0/99'] } },
      { logoUrl: 'https://elsewhere.example/logo.png' },
    ]) {
      const res = await call('POST', '/bo/api/brands', {
        token: admin,
        payload: brandBody('dusk', ['dusk.test'], bad),
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await brandCount()).toBe(before);
  });

  it('gives one of several brands racing for one domain the domain', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', '/bo/api/brands', { token: admin, payload: brandBody(`race${i}`, ['race.test']) }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'DOMAIN_TAKEN')).toBe(
      true,
    );
    const owners = await db()
      .selectFrom('merchant_domains')
      .select('merchant_id')
      .where('domain', '=', 'race.test')
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('puts a brand under maintenance for everyone but the allowed addresses, audit-logged', async () => {
    await changeHeard(t.app, 'merchant', async () => {
      const res = await call('PUT', '/bo/api/brands/sunrise', {
        token: admin,
        payload: update({
          domains: ['sunrise.test'],
          maintenance: {
            on: true,
            title: 'Upgrade',
            message: 'Back soon',
            end: null,
            allowAddresses: ['10.53.9.0/24', '2001:db8::1'],
          },
        }),
      });
      expect(res.statusCode).toBe(200);
    });
    const statusFrom = async (ip: string) =>
      (await at('sunrise.test', '/wps/system/status', ip)).json().value;
    expect(await statusFrom('10.53.1.1')).toMatchObject({
      status: 1,
      title: 'Upgrade',
      message: 'Back soon',
    });
    expect((await statusFrom('10.53.9.77')).status).toBe(0);
    expect((await statusFrom('2001:db8::1')).status).toBe(0);
    // The dropped domain no longer leads to the brand.
    expect(
      (await at('www.sunrise.test', '/wps/system/permission')).json().value.whitelabel.merchantCode,
    ).toBe('demo');
    const [changed] = await audits('brand.update');
    expect(changed?.before).toMatchObject({
      domains: ['sunrise.test', 'www.sunrise.test'],
      maintenance: { on: false },
    });
    expect(changed?.after).toMatchObject({ domains: ['sunrise.test'], maintenance: { on: true } });
  });

  it("keeps a brand's staff to their own brand and other roles away from set-up", async () => {
    const demoOnly = await staff.withRoles('brandadmin53', ['admin'], await brandId(db()));
    const list = await call('GET', '/bo/api/brands', { token: demoOnly });
    expect(list.json().value.map((b: { merchantCode: string }) => b.merchantCode)).toEqual(['demo']);
    expect((await call('GET', '/bo/api/brands/sunrise', { token: demoOnly })).json().code).toBe('NOT_FOUND');
    const create = await call('POST', '/bo/api/brands', {
      token: demoOnly,
      payload: brandBody('mine', ['mine.test']),
    });
    expect(create.json().code).toBe('FORBIDDEN');
    const finance = await staff.withRoles('finance53', ['finance']);
    expect((await call('GET', '/bo/api/brands', { token: finance })).statusCode).toBe(403);
    const auditor = await staff.withRoles('auditor53', ['auditor']);
    expect((await call('GET', '/bo/api/brands/sunrise', { token: auditor })).statusCode).toBe(200);
    const write = await call('PUT', '/bo/api/brands/sunrise', {
      token: auditor,
      payload: update({ domains: ['sunrise.test'] }),
    });
    expect(write.statusCode).toBe(403);
  });
});
