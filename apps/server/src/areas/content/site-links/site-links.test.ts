import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inboxKit } from '../messages/messages.test-kit.ts';

describe.each(dbKinds)('site links management on %s', (kind) => {
  const t = suiteApp(kind);
  let content: string;
  let finance: string;
  let otherContent: string;
  const kit = inboxKit(() => t, 'site');
  const { call } = kit;
  beforeAll(async () => {
    content = await kit.staff('sitecontent', ['content']);
    finance = await kit.staff('sitefinance', ['finance']);
    otherContent = await kit.staff('siteother', ['content'], await kit.otherBrand('othersite'));
  });

  const permission = async () =>
    (await call('GET', '/wps/system/permission')).json().value as {
      resources: { resourceType: string; url: string; qrCodeUrl: string; labelNameEn: string }[];
      socialLinks: { type: string; url: string }[];
      customerService: { csType: string; path: string; title: string }[];
    };
  const demoRow = () =>
    selectWhere(t.database.db, 'merchants', { code: 'demo' })
      .select(['resources', 'social_links', 'customer_service'])
      .executeTakeFirstOrThrow();
  const auditOf = (targetType: string) =>
    selectWhere(t.database.db, 'audit_log', { target_type: targetType })
      .select(['action', 'target_id', 'before', 'after'])
      .orderBy('id')
      .execute();

  it('deletes, adds and changes an app download; the site shows each change on its next read; all audited', async () => {
    const listed = await call('GET', '/bo/api/site/resources', { token: content });
    expect(listed.json().value.merchantCode).toBe('demo');
    expect(listed.json().value.items.map((r: { resourceType: string }) => r.resourceType)).toContain(
      'Android',
    );
    await permission(); // the read is now cached

    const gone = await call('DELETE', '/bo/api/site/resources/Android', { token: content });
    expect(gone.json().value.items.map((r: { resourceType: string }) => r.resourceType)).not.toContain(
      'Android',
    );
    expect((await permission()).resources.find((r) => r.resourceType === 'Android')).toBeUndefined();

    const apk = 'https://files.example.org/app-4.0.apk';
    const added = await call('POST', '/bo/api/site/resources', {
      token: content,
      payload: { resourceType: 'Android', url: apk },
    });
    expect(added.json().value.items.at(-1)).toEqual({
      resourceType: 'Android',
      url: apk,
      qrCodeUrl: '',
      labelNameEn: '',
    });
    expect((await permission()).resources.find((r) => r.resourceType === 'Android')?.url).toBe(apk);

    const changed = await call('PUT', '/bo/api/site/resources/Android', {
      token: content,
      payload: { qrCodeUrl: 'https://files.example.org/android', labelNameEn: 'Our app' },
    });
    expect(changed.json().value.items.at(-1)).toMatchObject({ url: apk, labelNameEn: 'Our app' });
    expect((await permission()).resources.find((r) => r.resourceType === 'Android')).toMatchObject({
      qrCodeUrl: 'https://files.example.org/android',
      labelNameEn: 'Our app',
    });
    const route = (await call('GET', '/wps/system/domainRoute')).json().value;
    expect(
      route.resources.find((r: { resourceType: string }) => r.resourceType === 'Android').labelNameEn,
    ).toBe('Our app');

    const audit = await auditOf('site_resource');
    expect(audit.map((a) => [a.action, a.target_id])).toEqual([
      ['site.resource_delete', 'demo:Android'],
      ['site.resource_create', 'demo:Android'],
      ['site.resource_update', 'demo:Android'],
    ]);
    expect(audit[2]?.after).toMatchObject({ labelNameEn: 'Our app' });
  });

  it('manages social links and customer-service desks the same way', async () => {
    await permission();
    const tg = 'https://t.me/new_channel';
    expect(
      (await call('PUT', '/bo/api/site/social-links/TELEGRAM', { token: content, payload: { url: tg } }))
        .statusCode,
    ).toBe(200);
    expect((await permission()).socialLinks.find((s) => s.type === 'TELEGRAM')?.url).toBe(tg);
    await call('DELETE', '/bo/api/site/social-links/LINE', { token: content });
    expect((await permission()).socialLinks.map((s) => s.type)).not.toContain('LINE');
    const wa = await call('POST', '/bo/api/site/social-links', {
      token: content,
      payload: { type: 'WHATSAPP', url: 'https://wa.me/15551234567' },
    });
    expect(wa.json().value.items.at(-1)).toEqual({ type: 'WHATSAPP', url: 'https://wa.me/15551234567' });
    expect((await permission()).socialLinks.at(-1)?.type).toBe('WHATSAPP');
    expect((await call('GET', '/bo/api/site/social-links', { token: content })).json().value.items).toEqual(
      (await permission()).socialLinks,
    );

    // The demo brand serves its members through the built-in chat: it starts without a desk.
    expect((await permission()).customerService).toEqual([]);
    for (const csType of ['LIVECHAT', 'VIP']) {
      await call('POST', '/bo/api/site/customer-service', {
        token: content,
        payload: { csType, path: `https://chat.example.org/${csType}`, title: 'Desk' },
      });
    }
    await call('DELETE', '/bo/api/site/customer-service/VIP', { token: content });
    expect((await permission()).customerService.map((c) => c.csType)).toEqual(['LIVECHAT']);
    await call('POST', '/bo/api/site/customer-service', {
      token: content,
      payload: { csType: 'VIP', path: 'https://chat.example.org/vip', title: 'VIP desk' },
    });
    await call('PUT', '/bo/api/site/customer-service/LIVECHAT', {
      token: content,
      payload: { title: 'Chat with us' },
    });
    expect((await permission()).customerService).toEqual([
      { csType: 'LIVECHAT', path: expect.stringMatching(/^https:/), title: 'Chat with us' },
      { csType: 'VIP', path: 'https://chat.example.org/vip', title: 'VIP desk' },
    ]);
    expect((await auditOf('site_social_link')).map((a) => a.action)).toEqual([
      'site.social_link_update',
      'site.social_link_delete',
      'site.social_link_create',
    ]);
    expect((await auditOf('site_customer_service')).map((a) => a.action)).toEqual([
      'site.customer_service_create',
      'site.customer_service_create',
      'site.customer_service_delete',
      'site.customer_service_create',
      'site.customer_service_update',
    ]);
  });

  it('refuses other roles, other brands, bad input, a taken type and a missing one, changing nothing', async () => {
    const before = await demoRow();
    const audited = (await t.database.db.selectFrom('audit_log').select('id').execute()).length;
    const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = content) =>
      call(method, url, { token, ...(payload ? { payload } : {}) });
    const apk = { resourceType: 'MOBILECONFIG', url: 'https://files.example.org/a.mobileconfig' };

    expect((await send('POST', '/bo/api/site/resources', apk, finance)).json().code).toBe('STAFF_FORBIDDEN');
    expect((await call('GET', '/bo/api/site/social-links', { token: finance })).json().code).toBe(
      'STAFF_FORBIDDEN',
    );
    expect(
      (await send('DELETE', '/bo/api/site/social-links/TELEGRAM', undefined, otherContent)).json().code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await send('DELETE', '/bo/api/site/social-links/TELEGRAM?merchantCode=demo', undefined, otherContent)
      ).json().code,
    ).toBe('NOT_FOUND');
    expect(
      (await send('POST', '/bo/api/site/resources', { ...apk, merchantCode: 'demo' }, otherContent)).json()
        .code,
    ).toBe('NOT_FOUND');
    const others = await call('GET', '/bo/api/site/resources', { token: otherContent });
    expect(others.json().value).toEqual({ merchantCode: 'othersite', items: [] });

    const bad: [string, string, object | undefined][] = [
      ['POST', '/bo/api/site/resources', { ...apk, url: 'javascript:alert(1)' }],
      ['POST', '/bo/api/site/resources', { ...apk, resourceType: 'WINDOWS' }],
      ['POST', '/bo/api/site/resources', { ...apk, qrCodeUrl: 'ftp://files.example.org/x' }],
      ['POST', '/bo/api/site/resources', { ...apk, labelNameEn: 'x'.repeat(81) }],
      ['POST', '/bo/api/site/resources', { ...apk, url: `https://e.org/${'a'.repeat(500)}` }],
      ['PUT', '/bo/api/site/resources/Android', {}],
      ['PUT', '/bo/api/site/resources/WINDOWS', { url: 'https://e.org/x' }],
      ['POST', '/bo/api/site/social-links', { type: 'VIBER', url: 'viber://pa?chatURI=x' }],
      ['POST', '/bo/api/site/social-links', { type: 'MYSPACE', url: 'https://e.org' }],
      ['PUT', '/bo/api/site/social-links/TELEGRAM', { url: 'data:text/html,hi' }],
      ['POST', '/bo/api/site/customer-service', { csType: 'VIP', path: 'https://e.org', title: ' ' }],
      ['DELETE', '/bo/api/site/customer-service/PHONE', undefined],
    ];
    for (const [method, url, payload] of bad) {
      const res = await send(method as 'POST', url, payload);
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([400, 'VALIDATION']);
    }
    const taken = await send('POST', '/bo/api/site/social-links', {
      type: 'TELEGRAM',
      url: 'https://t.me/x',
    });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'CONFLICT']);
    const missing = await send('PUT', '/bo/api/site/social-links/LINE', { url: 'https://line.me/x' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);

    expect(await demoRow()).toEqual(before);
    expect((await t.database.db.selectFrom('audit_log').select('id').execute()).length).toBe(audited);
  });

  it('adds one entry when many ask for the same type at once', async () => {
    await call('DELETE', '/bo/api/site/social-links/YOUTUBE', { token: content });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/bo/api/site/social-links', {
          token: content,
          payload: { type: 'YOUTUBE', url: `https://www.youtube.com/@brand${i}` },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect((await permission()).socialLinks.filter((l) => l.type === 'YOUTUBE')).toHaveLength(1);
    const creates = (await auditOf('site_social_link')).filter(
      (a) => a.action === 'site.social_link_create' && a.target_id === 'demo:YOUTUBE',
    );
    expect(creates).toHaveLength(1);
  });
});
