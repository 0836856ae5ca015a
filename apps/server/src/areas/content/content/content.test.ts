import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_MAX_BYTES } from '@pf/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { brandId } from '../../../test/brand-kit.ts';
import {
  BROWSER_IMAGE_ACCEPT,
  caller,
  forgedPngDataUrl,
  jpegDataUrl,
  pngDataUrl,
} from '../../../test/member-kit.ts';
import { rowCount } from '../../../test/row-count.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

const webpDataUrl = `data:image/webp;base64,${Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14, 1),
]).toString('base64')}`;
const svgDataUrl = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;

describe.each(dbKinds)('site content on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  let admin = '';
  let editor = '';
  let risk = '';
  let member = '';

  beforeAll(async () => {
    const demo = await merchantId();
    // content1 works for the demo merchant; admin and risk2 are platform staff.
    for (const [username, roles] of [
      ['content1', ['content']],
      ['risk2', ['risk']],
    ] as const) {
      await t.database.db
        .insertInto('staff')
        .values({
          username,
          password_hash: await hashPassword('Staff@1234', TEST_COST),
          roles: [...roles],
          merchant_id: username === 'content1' ? demo : null,
        })
        .execute();
    }
    const staffLogin = (username: string, password: string) =>
      staffToken(() => t, username, password, '10.7.9.9');
    admin = await staffLogin('admin', 'Admin@1234');
    editor = await staffLogin('content1', 'Staff@1234');
    risk = await staffLogin('risk2', 'Staff@1234');
    member = (
      await call('POST', '/wps/session/login', {
        payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
        ip: '10.7.0.1',
      })
    ).json().value.token as string;
  });

  const notice = async (query: string, token?: string) => {
    const res = await call('GET', `/wps/system/notice?${query}`, token ? { token } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  const merchantId = () => brandId(t.database.db);
  const imageRows = () => rowCount(t.database.db, 'content_images');
  const uploadedFiles = async () => {
    try {
      return (await readdir(join(t.dataDir, 'uploads', 'content'), { recursive: true })).filter((f) =>
        f.includes('.'),
      );
    } catch {
      return [];
    }
  };

  describe('notice GET', () => {
    it('answers home notice titles, banners by group and the public popup list to a visitor', async () => {
      const v = await notice('types=B,PU,H&platform=web&execution=B&language=EN');
      expect(v.player.length).toBe(10);
      expect(v.player[0]).toEqual({ id: expect.any(Number), title: 'Scheduled maintenance on 1 December' });
      const groups = v.banners.map((b: { groupName: string }) => b.groupName);
      expect(groups.filter((g: string) => g === 'home')).toHaveLength(3);
      expect(groups).toContain('lottery');
      expect(v.banners[0]).toMatchObject({
        url: expect.stringMatching(/^\/wps\/content\/images\/[0-9a-f-]{36}$/),
        linkageType: 1,
      });
      const titles = v.popup.map((p: { title: string }) => p.title);
      expect(titles).toEqual(['Join today: 100% on your first deposit', 'Play responsibly']);
      // Promotions only when asked for (type PR).
      expect(v.promotion).toEqual([]);
    });

    it('lists the live promotions of the brand for type PR, in the asked language, as the promotions call does', async () => {
      const v = await notice('types=PR&language=VI');
      const list = (await call('GET', '/wps/promotions?language=VI')).json().value.list as Array<{
        id: number;
        title: string;
      }>;
      expect(list.length).toBeGreaterThan(0);
      expect(v.promotion).toEqual(list.map(({ id, title }) => ({ id, title })));
      expect(v.player).toEqual([]);
    });

    it('gives a logged-in member the logged-in popup list', async () => {
      const v = await notice('types=PL', member);
      expect(v.popup.map((p: { title: string }) => p.title)).toEqual([
        'Play responsibly',
        'Weekly cashback is here',
        'Secure your withdrawals',
      ]);
      expect(v.player).toEqual([]);
      expect(v.banners).toEqual([]);
      // A visitor asking for the logged-in list gets the public one; a stale token is a visitor.
      const visitor = await notice('types=PL', 'not-a-real-token');
      expect(visitor.popup.map((p: { title: string }) => p.title)).toContain(
        'Join today: 100% on your first deposit',
      );
    });

    it('speaks the asked language and falls back to the default for one without content', async () => {
      const vi = await notice('types=H&language=vi');
      expect(vi.player[0].title).toBe('Bảo trì định kỳ ngày 1 tháng 12');
      const ja = await notice('types=H&language=JA');
      expect(ja.player[0].title).toBe('Scheduled maintenance on 1 December');
    });

    it('is served from memory until the content changes, even straight in the database', async () => {
      const first = await notice('types=H&language=TY');
      const top = first.player[0];
      // Same answer from the cache.
      expect((await notice('types=H&language=TY')).player[0]).toEqual(top);
      await t.database.db
        .updateTable('content_notices')
        .set({ title: 'Binagong pamagat' })
        .where('id', '=', BigInt(top.id))
        .execute();
      // The table's trigger tells every instance; poll briefly for the notification.
      let seen = '';
      for (let i = 0; i < 40 && seen !== 'Binagong pamagat'; i++) {
        seen = (await notice('types=H&language=TY')).player[0].title;
        if (seen !== 'Binagong pamagat') await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen).toBe('Binagong pamagat');
    });

    it('refuses unknown types, platforms and executions', async () => {
      for (const q of ['types=X', 'platform=ios', 'execution=Z', 'types=']) {
        const res = await call('GET', `/wps/system/notice?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
      }
    });
  });

  describe('announcement list', () => {
    it('pages notices 9 at a time and publicity 8 at a time', async () => {
      const first = (
        await call('GET', '/wps/relay/MCSFE_getListAnnouncements?type=notice&pageNo=1&language=EN')
      ).json().value;
      expect(first).toMatchObject({ pageNo: 1, pageSize: 9, totalPages: 2, total: 10 });
      expect(first.content).toHaveLength(9);
      expect(first.content[0]).toMatchObject({
        title: 'Scheduled maintenance on 1 December',
        content: expect.stringContaining('02:00'),
      });
      const second = (
        await call('POST', '/wps/relay/MCSFE_getListAnnouncements', {
          payload: { type: 'notice', pageNo: 2 },
        })
      ).json().value;
      expect(second.content.map((n: { title: string }) => n.title)).toEqual(['Holiday opening hours']);
      const publicity = (
        await call('GET', '/wps/relay/MCSFE_getListAnnouncements?type=publicity', { token: member })
      ).json().value;
      expect(publicity).toMatchObject({ pageSize: 8, total: 3, totalPages: 1 });
    });

    it('refuses a bad page or type', async () => {
      for (const q of ['pageNo=0', 'pageNo=x', 'type=banner']) {
        expect((await call('GET', `/wps/relay/MCSFE_getListAnnouncements?${q}`)).statusCode, q).toBe(400);
      }
    });
  });

  describe('images', () => {
    it('serves the drawn banners as cacheable SVG that cannot run script', async () => {
      const v = await notice('types=B&language=TH');
      const res = await call('GET', v.banners[0].url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toContain('โบนัสฝากแรก 100%');
      expect(res.body).not.toContain('<script');
    });

    it('sends a drawn banner to a browser that takes WebP as WebP at the width it asks for', async () => {
      const url = (await notice('types=B&language=EN')).banners[0].url;
      const webp = await call('GET', `${url}?w=768`, { headers: { accept: BROWSER_IMAGE_ACCEPT } });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toMatch(/\baccept\b/);
      expect(webp.headers['cache-control']).toContain('immutable');
      const meta = await sharp(webp.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 768, 256]);
      const svg = await call('GET', `${url}?w=768`);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.headers.vary).toMatch(/\baccept\b/);
      const bad = await call('GET', `${url}?w=333`, { headers: { accept: BROWSER_IMAGE_ACCEPT } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^querystring\.w/);
    });

    it('sends an upload as WebP without ever scaling it up', async () => {
      const image = (
        await call('POST', '/bo/api/content/images', { token: editor, payload: { image: pngDataUrl } })
      ).json().value;
      const own = await sharp(Buffer.from(pngDataUrl.split(',')[1]!, 'base64')).metadata();
      const res = await call('GET', `${image.url}?w=1200`, { headers: { accept: BROWSER_IMAGE_ACCEPT } });
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([own.width, own.height]);
    });

    it('answers 404 for an unknown image and 400 for a malformed id', async () => {
      const missing = await call('GET', '/wps/content/images/00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('CONTENT_IMAGE_NOT_FOUND');
      expect((await call('GET', '/wps/content/images/../../etc')).statusCode).toBeGreaterThanOrEqual(400);
    });

    it('stores png, jpg and webp uploads by their bytes and serves them back', async () => {
      for (const [dataUrl, type] of [
        [pngDataUrl, 'image/png'],
        [jpegDataUrl, 'image/jpeg'],
        [webpDataUrl, 'image/webp'],
      ] as const) {
        const res = await call('POST', '/bo/api/content/images', {
          token: editor,
          payload: { image: dataUrl },
        });
        expect(res.statusCode, res.body).toBe(200);
        const v = res.json().value;
        expect(v.contentType).toBe(type);
        const back = await call('GET', v.url);
        expect(back.headers['content-type']).toContain(type);
      }
    });

    it('refuses a forged type, SVG, an oversized file and a missing merchant, storing nothing', async () => {
      const rows = await imageRows();
      const files = await uploadedFiles();
      const big = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(IMAGE_MAX_BYTES)]).toString('base64')}`;
      const cases = [
        [editor, { image: forgedPngDataUrl }, 400, 'CONTENT_IMAGE_TYPE'],
        [editor, { image: svgDataUrl }, 400, 'CONTENT_IMAGE_TYPE'],
        [editor, { image: 'not a data url' }, 400, 'CONTENT_IMAGE_TYPE'],
        [editor, { image: big }, 400, 'CONTENT_IMAGE_SIZE'],
        [admin, { image: pngDataUrl }, 400, 'CONTENT_MERCHANT_REQUIRED'],
        [admin, { image: pngDataUrl, merchantId: 99999 }, 400, 'CONTENT_MERCHANT_REQUIRED'],
        [risk, { image: pngDataUrl }, 403, 'STAFF_FORBIDDEN'],
        [member, { image: pngDataUrl }, 401, 'STAFF_UNAUTHORIZED'],
      ] as const;
      for (const [token, payload, status, code] of cases) {
        const res = await call('POST', '/bo/api/content/images', { token, payload });
        expect(res.statusCode, code).toBe(status);
        expect(res.json().code).toBe(code);
      }
      expect(await imageRows()).toBe(rows);
      expect(await uploadedFiles()).toEqual(files);
    });
  });

  describe('back office', () => {
    it('creates, lists, updates and deletes a banner, audit-logged, and the site shows it', async () => {
      const image = (
        await call('POST', '/bo/api/content/images', { token: editor, payload: { image: pngDataUrl } })
      ).json().value;
      const created = await call('POST', '/bo/api/content/banners', {
        token: editor,
        payload: {
          language: 'ID',
          groupName: 'w_help',
          imageId: image.imageId,
          title: 'Pusat bantuan',
          linkageType: 1,
          link: '/help',
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const banner = created.json().value;
      expect(banner).toMatchObject({ groupName: 'w_help', active: true, merchantId: await merchantId() });
      const site = await notice('types=B&language=ID');
      expect(site.banners.some((b: { bannerId: number }) => b.bannerId === banner.id)).toBe(true);

      const list = (await call('GET', '/bo/api/content/banners?language=ID', { token: editor })).json().value;
      expect(list.map((b: { id: number }) => b.id)).toContain(banner.id);

      const updated = await call('PUT', `/bo/api/content/banners/${banner.id}`, {
        token: editor,
        payload: { active: false },
      });
      expect(updated.json().value.active).toBe(false);
      const hidden = await notice('types=B&language=ID');
      expect(hidden.banners.some((b: { bannerId: number }) => b.bannerId === banner.id)).toBe(false);

      const removed = await call('DELETE', `/bo/api/content/banners/${banner.id}`, { token: editor });
      expect(removed.json().value).toEqual({ id: banner.id, deleted: true });
      expect(
        (await call('DELETE', `/bo/api/content/banners/${banner.id}`, { token: editor })).json().code,
      ).toBe('CONTENT_NOT_FOUND');

      const actions = (
        await selectWhere(t.database.db, 'audit_log', { target_type: 'content_banner' })
          .select('action')
          .where('target_id', '=', String(banner.id))
          .execute()
      ).map((r) => r.action);
      expect(actions.sort()).toEqual([
        'content.banner_create',
        'content.banner_delete',
        'content.banner_update',
      ]);
    });

    it('refuses bad banners and changes nothing', async () => {
      const before = (await call('GET', '/bo/api/content/banners', { token: editor })).json().value.length;
      const image = (
        await call('POST', '/bo/api/content/images', { token: editor, payload: { image: pngDataUrl } })
      ).json().value.imageId;
      const bad = [
        { language: 'EN', groupName: 'casino', imageId: image, title: 'x' },
        { language: 'XX', groupName: 'home', imageId: image, title: 'x' },
        { language: 'EN', groupName: 'home', imageId: image, title: '' },
        {
          language: 'EN',
          groupName: 'home',
          imageId: image,
          title: 'x',
          linkageType: 2,
          link: 'javascript:alert(1)',
        },
        {
          language: 'EN',
          groupName: 'home',
          imageId: image,
          title: 'x',
          linkageType: 0,
          link: '/promotions',
        },
        { language: 'EN', groupName: 'home', imageId: '00000000-0000-4000-8000-000000000000', title: 'x' },
      ];
      for (const payload of bad) {
        const res = await call('POST', '/bo/api/content/banners', { token: editor, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      }
      expect(
        (await call('PUT', '/bo/api/content/banners/1', { token: editor, payload: {} })).statusCode,
      ).toBe(400);
      expect(
        (await call('PUT', '/bo/api/content/banners/999999', { token: editor, payload: { sort: 1 } })).json()
          .code,
      ).toBe('CONTENT_NOT_FOUND');
      expect((await call('GET', '/bo/api/content/banners', { token: editor })).json().value.length).toBe(
        before,
      );
    });

    it('manages notices and popups per language; the site lists what is live', async () => {
      const created = await call('POST', '/bo/api/content/notices', {
        token: admin,
        payload: {
          merchantId: await merchantId(),
          kind: 'popup',
          audience: 'public',
          language: 'PT',
          title: 'Sorteio especial',
          content: 'Hoje há um sorteio especial às 20:00.',
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const popup = created.json().value;
      const seen = await notice('types=PU&language=PT');
      expect(seen.popup[0]).toMatchObject({ id: popup.id, title: 'Sorteio especial' });
      const loggedIn = await notice('types=PL&language=PT', member);
      expect(loggedIn.popup.some((p: { id: number }) => p.id === popup.id)).toBe(false);

      // Ended content leaves the site.
      await call('PUT', `/bo/api/content/notices/${popup.id}`, {
        token: admin,
        payload: { endsAt: new Date(Date.now() - 1000).toISOString() },
      });
      const after = await notice('types=PU&language=PT');
      expect(after.popup.some((p: { id: number }) => p.id === popup.id)).toBe(false);

      const list = (
        await call('GET', `/bo/api/content/notices?kind=popup&language=PT&merchantId=${await merchantId()}`, {
          token: admin,
        })
      ).json().value;
      expect(list.find((n: { id: number }) => n.id === popup.id)).toMatchObject({
        endsAt: expect.any(String),
      });
      expect(
        (await call('DELETE', `/bo/api/content/notices/${popup.id}`, { token: admin })).json().value.deleted,
      ).toBe(true);
      const audit = await selectWhere(t.database.db, 'audit_log', { target_type: 'content_notice' })
        .select('action')
        .where('target_id', '=', String(popup.id))
        .execute();
      expect(audit).toHaveLength(3);
    });

    it('refuses bad notices and callers without the content role', async () => {
      const bad = [
        { kind: 'banner', language: 'EN', title: 'x', content: 'y' },
        { kind: 'notice', language: 'EN', title: '', content: 'y' },
        { kind: 'notice', language: 'EN', title: 'x', content: 'y'.repeat(5001) },
        { kind: 'notice', audience: 'vip', language: 'EN', title: 'x', content: 'y' },
      ];
      for (const payload of bad) {
        expect((await call('POST', '/bo/api/content/notices', { token: editor, payload })).statusCode).toBe(
          400,
        );
      }
      expect((await call('GET', '/bo/api/content/notices', { token: risk })).statusCode).toBe(403);
      expect((await call('GET', '/bo/api/content/notices')).statusCode).toBe(401);
      expect((await call('GET', '/bo/api/content/notices', { token: admin })).json().code).toBe(
        'CONTENT_MERCHANT_REQUIRED',
      );
    });
  });
});
