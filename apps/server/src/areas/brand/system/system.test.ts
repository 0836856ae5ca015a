import { describe, expect, it } from 'vitest';
import { updateWhere } from '../../../db/update-where.ts';
import { changeHeard } from '../../../test/changes.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

// 8.8.8.8 resolves to US (in the demo deny list); 1.53.0.1 to VN (allowed).
const US_IP = '8.8.8.8';
const VN_IP = '1.53.0.1';

describe.each(dbKinds)('app-start API on %s', (kind) => {
  const t = suiteApp(kind);

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

  const setMerchant = (values: Record<string, unknown>) =>
    changeHeard(t.app, 'merchant', () =>
      t.database.db.updateTable('merchants').set(values).where('code', '=', 'demo').execute(),
    );

  it('answers status 0 in the envelope for a normal merchant', async () => {
    const res = await get('/wps/system/status', { 'x-forwarded-for': VN_IP });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: 'OK',
      message: '',
      value: { status: 0, title: null, endTime: null, message: null },
    });
  });

  it('answers status 2 for a client in a denied country and says where it is', async () => {
    const status = await get('/wps/system/status', { 'x-forwarded-for': US_IP });
    expect(status.json().value.status).toBe(2);
    const perm = await get('/wps/system/permission?url=localhost', { 'x-forwarded-for': US_IP });
    expect(perm.json().value).toMatchObject({
      regionRestriction: true,
      maintenance: false,
      location: { ip: US_IP, country: 'US' },
    });
  });

  it('treats an allow list as admitting only the listed countries', async () => {
    await setMerchant({ region_mode: 'allow', region_countries: ['VN'] });
    try {
      expect((await get('/wps/system/status', { 'x-forwarded-for': VN_IP })).json().value.status).toBe(0);
      expect((await get('/wps/system/status', { 'x-forwarded-for': US_IP })).json().value.status).toBe(2);
      // Loopback has no country: operators and developers are never locked out.
      expect((await get('/wps/system/status', { 'x-forwarded-for': '127.0.0.1' })).json().value.status).toBe(
        0,
      );
    } finally {
      await setMerchant({ region_mode: 'deny', region_countries: ['US', 'GB', 'FR', 'SG'] });
    }
  });

  it('lets maintenance win over region restriction, with title, end time and message', async () => {
    const end = '2030-01-01T10:00:00.000Z';
    await setMerchant({
      maintenance_on: true,
      maintenance_title: 'Scheduled upgrade',
      maintenance_message: 'Back soon',
      maintenance_end: end,
    });
    try {
      const res = await get('/wps/system/status', { 'x-forwarded-for': US_IP });
      expect(res.json().value).toEqual({
        status: 1,
        title: 'Scheduled upgrade',
        endTime: end,
        message: 'Back soon',
      });
      const perm = (await get('/wps/system/permission', { 'x-forwarded-for': US_IP })).json().value;
      expect(perm.maintenance).toBe(true);
      expect(perm.maintenanceEnd).toBe(end);
      expect(perm.status.status).toBe(1);
    } finally {
      await setMerchant({
        maintenance_on: false,
        maintenance_title: null,
        maintenance_message: null,
        maintenance_end: null,
      });
    }
  });

  it('returns the whole permission document of §3', async () => {
    const res = await get('/wps/system/permission?url=localhost', { 'x-forwarded-for': VN_IP });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(Object.keys(v)).toEqual(
      expect.arrayContaining([
        'whitelabel',
        'register',
        'resources',
        'customerService',
        'analytics',
        'imageCDNs',
        'launchGameCDNs',
        'maintenance',
        'maintenanceEnd',
        'regionRestriction',
        'location',
      ]),
    );
    expect(v.analytics).toEqual({ gtagId: null });
    expect(v.whitelabel).toMatchObject({
      merchantCode: 'demo',
      platform: 'web',
      lotteryType: 'Lott',
      defaultLanguage: 'EN',
      prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
      announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
      esportsVendors: ['AV', 'AI', 'IMES', 'TF', 'IA'],
      cockfightVendors: ['DS88'],
      brandSettings: { loginedToHomePage: false },
    });
    for (const flag of ['DIRECTREG3', 'FREEPLAY3', 'MOBILEVERCODELOGIN3', 'PWDEXPFORCECHANGE3']) {
      expect(v.whitelabel.modules[flag]).toBe(true);
    }
    expect(v.register.fields.username).toMatchObject({ show: true, required: true });
  });

  it('serves whitelabel, register setting and domain routes', async () => {
    expect((await get('/wps/system/whitelabel')).json().value.merchantCode).toBe('demo');
    expect((await get('/wps/system/setting/register')).json().value.idVerification).toBe(true);
    const routes = (await get('/wps/system/domainRoute')).json().value;
    expect(routes.domainList[0]).toEqual({ domain: 'localhost', speed: 0 });
    expect(routes.domainList.every((d: { speed: number }) => d.speed === 0)).toBe(true);
    expect(routes.resources.map((r: { resourceType: string }) => r.resourceType)).toContain('Android');
  });

  it('serves help in the asked language and falls back to the default one', async () => {
    const vi = (await get('/wps/system/helpCenter?language=VI&device=WEB')).json().value;
    expect(vi[0].title).toBe('Về chúng tôi');
    const th = (await get('/wps/system/helpCenter?language=TH&device=WEB')).json().value;
    expect(th[0].title).toBe('เกี่ยวกับเรา');
    // A language the brand has no articles in falls back to the default language.
    const ja = (await get('/wps/system/helpCenter?language=JA&device=WEB')).json().value;
    expect(ja.map((i: { anchor: string }) => i.anchor)).toContain('terms');
    expect(ja[0].title).toBe('About us');
    const post = await t.app.inject({
      method: 'POST',
      url: '/wps/system/helpCenter',
      headers: { host: 'localhost' },
      payload: { language: 'EN', device: 'WEB' },
    });
    expect(post.json().value.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps app-start and help answers only until a module or a help article changes', async () => {
    const modules = async () =>
      (await get('/wps/system/permission', { 'x-forwarded-for': VN_IP })).json().value.whitelabel.modules;
    const helpTitle = async () =>
      (await get('/wps/system/helpCenter?language=EN&device=WEB')).json().value[0].title;
    // Asked twice, so the second answer comes from what was kept.
    expect((await modules()).FREEPLAY3).toBe(true);
    expect((await modules()).FREEPLAY3).toBe(true);
    const firstTitle = await helpTitle();
    expect(await helpTitle()).toBe(firstTitle);
    const switchModule = (enabled: boolean) =>
      changeHeard(t.app, 'merchant', () =>
        updateWhere(t.database.db, 'merchant_modules', { code: 'FREEPLAY3' })
          .set({ enabled })
          .where('merchant_id', '=', (qb) =>
            qb.selectFrom('merchants').select('id').where('code', '=', 'demo'),
          )
          .execute(),
      );
    const retitle = (title: string) =>
      changeHeard(t.app, 'merchant', () =>
        updateWhere(t.database.db, 'help_items', { language: 'EN' })
          .set({ title })
          .where('title', '=', firstTitle === title ? 'Renamed' : firstTitle)
          .execute(),
      );
    await switchModule(false);
    try {
      expect((await modules()).FREEPLAY3).toBeUndefined();
    } finally {
      await switchModule(true);
    }
    expect((await modules()).FREEPLAY3).toBe(true);
    await retitle('Renamed');
    try {
      expect(await helpTitle()).toBe('Renamed');
    } finally {
      await retitle(firstTitle);
    }
    expect(await helpTitle()).toBe(firstTitle);
  });

  it('resolves the merchant from the Host header or merchantCode, and refuses unknown ones', async () => {
    await setMerchant({ is_default: false });
    try {
      expect((await get('/wps/system/whitelabel', { host: 'DEMO.localhost:8080' })).statusCode).toBe(200);
      const unknownHost = await get('/wps/system/whitelabel', { host: 'other.example' });
      expect(unknownHost.statusCode).toBe(404);
      expect(unknownHost.json()).toMatchObject({
        success: false,
        code: 'DOMAIN_INVALID',
        message: 'Invalid URL, please contact customer service',
      });
      const byCode = await get('/wps/system/whitelabel?merchantCode=demo', { host: 'other.example' });
      expect(byCode.json().value.name).toBe('Lucky Lotus');
      expect((await get('/wps/system/whitelabel?merchantCode=nope')).statusCode).toBe(404);
    } finally {
      await setMerchant({ is_default: true });
    }
  });

  it('rejects a bad query with 400 naming the field', async () => {
    const res = await get('/wps/system/helpCenter?language=X&device=PHONE');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toMatch(/^querystring\.(language|device)/);
    expect(body.value.fields).toEqual(expect.arrayContaining(['querystring.language', 'querystring.device']));
  });

  it('rejects malformed JSON with 400 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/system/helpCenter',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers unknown paths with 404 in the envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/wps/nothing/here', headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', value: null });
    }
  });

  it('reports health and readiness', async () => {
    expect((await get('/healthz')).json().value.status).toBe('ok');
    expect((await get('/readyz')).json().value.status).toBe('ready');
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await get('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const help = doc.paths['/wps/system/helpCenter'].get;
    expect(help.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['language', 'device']),
    );
  });
});
