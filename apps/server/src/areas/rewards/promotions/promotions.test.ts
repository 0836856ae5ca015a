import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { caller, pngDataUrl } from '../../../test/member-kit.ts';
import { rowCount } from '../../../test/row-count.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

interface Card {
  id: number;
  category: string;
  language: string;
  title: string;
  imageUrl: string;
}

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const text = (language: string, title: string) => ({
  language,
  title,
  summary: `${title} summary`,
  terms: `${title} terms.\n\n- First rule\n- Second rule`,
});

describe.each(dbKinds)('promotions on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  const tokens: Record<'admin' | 'editor' | 'risk' | 'otherEditor', string> = {
    admin: '',
    editor: '',
    risk: '',
    otherEditor: '',
  };
  let demo = 0;
  let other = 0;

  beforeAll(async () => {
    const db = t.database.db;
    ({ demoId: demo, id: other } = await copyDemoBrand(db, 'promo-other'));
    for (const [username, roles, merchant] of [
      ['promo1', ['content'], demo],
      ['promo2', ['content'], other],
      ['risk3', ['risk'], demo],
    ] as const) {
      await db
        .insertInto('staff')
        .values({
          username,
          password_hash: await hashPassword('Staff@1234', TEST_COST),
          roles: [...roles],
          merchant_id: merchant,
        })
        .execute();
    }
    const login = (username: string, password: string) => staffToken(() => t, username, password, '10.7.9.8');
    tokens.admin = await login('admin', 'Admin@1234');
    tokens.editor = await login('promo1', 'Staff@1234');
    tokens.otherEditor = await login('promo2', 'Staff@1234');
    tokens.risk = await login('risk3', 'Staff@1234');
  });

  const list = async (query: string) => {
    const res = await call('GET', `/wps/promotions?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { categories: string[]; list: Card[] };
  };
  const upload = async (token: string) =>
    (await call('POST', '/bo/api/content/images', { token, payload: { image: pngDataUrl } })).json().value
      .imageId as string;
  const promotionCount = () => rowCount(t.database.db, 'promotions');

  const auditCount = async () =>
    (await selectWhere(t.database.db, 'audit_log', { target_type: 'promotion' }).select('id').execute())
      .length;

  describe('site', () => {
    it('lists the seeded promotions in the asked language, by category', async () => {
      const all = await list('language=VI');
      expect(all.list.length).toBeGreaterThanOrEqual(5);
      expect(all.list.every((p) => p.language === 'VI')).toBe(true);
      expect(all.categories).toContain('new_player');
      expect(new Set(all.list.map((p) => p.category))).toEqual(new Set(all.categories));

      const newPlayer = await list('category=new_player&language=EN');
      expect(newPlayer.list.length).toBeGreaterThanOrEqual(1);
      expect(newPlayer.list.every((p) => p.category === 'new_player')).toBe(true);
      expect(newPlayer.list.some((p) => p.title.includes('50,000 VND'))).toBe(true);
      // The tabs stay the merchant's whole set whatever tab is open.
      expect(newPlayer.categories).toEqual(all.categories);
    });

    it('falls back to the default language and refuses an unknown category', async () => {
      const fallback = await list('language=JA');
      expect(fallback.list.length).toBeGreaterThan(0);
      expect(fallback.list.every((p) => p.language === 'EN')).toBe(true);
      expect((await call('GET', '/wps/promotions?category=jackpot')).statusCode).toBe(400);
    });

    it('serves the artwork as locked-down SVG', async () => {
      const [first] = (await list('language=EN')).list;
      const res = await call('GET', first?.imageUrl ?? '/missing');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.body).toContain('<svg');
    });

    it('gives the detail with terms, and PROMOTION_NOT_FOUND for an unknown id', async () => {
      const [first] = (await list('language=TH')).list;
      const res = await call('GET', `/wps/promotions/${first?.id}?language=TH`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ id: first?.id, title: first?.title, language: 'TH' });
      expect(res.json().value.terms.length).toBeGreaterThan(10);

      const missing = await call('GET', '/wps/promotions/987654321');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('PROMOTION_NOT_FOUND');
      expect((await call('GET', '/wps/promotions/abc')).statusCode).toBe(400);
    });

    it('shows only promotions inside their period, and not another merchant’s', async () => {
      const imageId = await upload(tokens.editor);
      const make = async (title: string, startsAt: string, endsAt: string | null) => {
        const res = await call('POST', '/bo/api/promotions', {
          token: tokens.editor,
          payload: { category: 'event', imageId, startsAt, endsAt, texts: [text('EN', title)] },
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().value.id as number;
      };
      const future = await make('Starts next week', iso(7), null);
      const ended = await make('Ended yesterday', iso(-10), iso(-1));
      const running = await make('Running now', iso(-1), iso(1));

      const ids = (await list('category=event&language=EN')).list.map((p) => p.id);
      expect(ids).toContain(running);
      expect(ids).not.toContain(future);
      expect(ids).not.toContain(ended);
      expect((await call('GET', `/wps/promotions/${ended}`)).json().code).toBe('PROMOTION_NOT_FOUND');

      const elsewhere = await call('GET', `/wps/promotions/${running}?merchantCode=promo-other`);
      expect(elsewhere.json().code).toBe('PROMOTION_NOT_FOUND');
      expect((await list('merchantCode=promo-other')).list).toEqual([]);
    });

    it('sees a change made straight in the database', async () => {
      const [first] = (await list('language=EN')).list;
      await t.database.db
        .updateTable('promotion_texts')
        .set({ title: 'Renamed by SQL' })
        .where('promotion_id', '=', BigInt(first?.id ?? 0))
        .where('language', '=', 'EN')
        .execute();
      await expect
        .poll(async () => (await list('language=EN')).list.find((p) => p.id === first?.id)?.title)
        .toBe('Renamed by SQL');
    });
  });

  describe('back office', () => {
    it('creates, updates and deletes a promotion, audit-logged, and the site follows', async () => {
      const imageId = await upload(tokens.editor);
      const created = await call('POST', '/bo/api/promotions', {
        token: tokens.editor,
        payload: {
          category: 'rebate',
          imageId,
          startsAt: iso(-1),
          texts: [text('EN', 'Sports rebate'), text('ID', 'Rabat olahraga')],
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const promo = created.json().value;
      expect(promo).toMatchObject({ merchantId: demo, category: 'rebate', active: true, endsAt: null });
      expect((await list('category=rebate&language=ID')).list.map((p) => p.title)).toContain(
        'Rabat olahraga',
      );

      const staffList = (
        await call('GET', '/bo/api/promotions?category=rebate', { token: tokens.editor })
      ).json().value as { id: number }[];
      expect(staffList.map((p) => p.id)).toContain(promo.id);

      const updated = await call('PUT', `/bo/api/promotions/${promo.id}`, {
        token: tokens.editor,
        payload: { active: false, texts: [text('EN', 'Sports rebate 2')] },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().value.texts.map((x: { title: string }) => x.title)).toEqual(['Sports rebate 2']);
      expect((await list('category=rebate&language=EN')).list.map((p) => p.id)).not.toContain(promo.id);

      const removed = await call('DELETE', `/bo/api/promotions/${promo.id}`, { token: tokens.editor });
      expect(removed.json().value).toEqual({ id: promo.id, deleted: true });
      expect(
        (await call('DELETE', `/bo/api/promotions/${promo.id}`, { token: tokens.editor })).json().code,
      ).toBe('PROMOTION_NOT_FOUND');

      const audit = await selectWhere(t.database.db, 'audit_log', { target_type: 'promotion' })
        .select(['action', 'staff_id'])
        .where('target_id', '=', String(promo.id))
        .execute();
      expect(audit.map((r) => r.action).sort()).toEqual([
        'promotion.create',
        'promotion.delete',
        'promotion.update',
      ]);
    });

    it('refuses a role without content, another merchant’s staff, and platform staff without a merchant', async () => {
      const [first] = (await list('language=EN')).list;
      const before = await promotionCount();
      expect((await call('GET', '/bo/api/promotions', { token: tokens.risk })).statusCode).toBe(403);
      const body = {
        category: 'event',
        imageId: await upload(tokens.editor),
        startsAt: iso(0),
        texts: [text('EN', 'x')],
      };
      expect(
        (await call('POST', '/bo/api/promotions', { token: tokens.risk, payload: body })).statusCode,
      ).toBe(403);
      // Another merchant's staff: the demo promotion is as good as missing, the demo image too.
      const put = await call('PUT', `/bo/api/promotions/${first?.id}`, {
        token: tokens.otherEditor,
        payload: { active: false },
      });
      expect(put.json().code).toBe('PROMOTION_NOT_FOUND');
      expect(
        (await call('DELETE', `/bo/api/promotions/${first?.id}`, { token: tokens.otherEditor })).json().code,
      ).toBe('PROMOTION_NOT_FOUND');
      const foreignImage = await call('POST', '/bo/api/promotions', {
        token: tokens.otherEditor,
        payload: body,
      });
      expect(foreignImage.json().code).toBe('CONTENT_IMAGE_NOT_FOUND');
      const asDemo = await call('POST', '/bo/api/promotions', {
        token: tokens.otherEditor,
        payload: { ...body, merchantId: demo },
      });
      expect(asDemo.statusCode).toBe(403);
      expect(
        (await call('POST', '/bo/api/promotions', { token: tokens.admin, payload: body })).json().code,
      ).toBe('CONTENT_MERCHANT_REQUIRED');
      expect((await call('GET', '/bo/api/promotions', { token: tokens.admin })).json().code).toBe(
        'CONTENT_MERCHANT_REQUIRED',
      );
      expect(
        (await call('GET', `/bo/api/promotions?merchantId=${demo}`, { token: tokens.admin })).statusCode,
      ).toBe(200);
      expect(await promotionCount()).toBe(before);
      expect((await list('language=EN')).list.find((p) => p.id === first?.id)).toBeDefined();
    });

    it('refuses bad input and changes nothing', async () => {
      const imageId = await upload(tokens.editor);
      const before = await promotionCount();
      const auditsBefore = await auditCount();
      const good = { category: 'deposit', imageId, startsAt: iso(0), texts: [text('EN', 'Fine')] };
      const bad = [
        { ...good, category: 'jackpot' },
        { ...good, imageId: 'not-a-uuid' },
        { ...good, imageId: '00000000-0000-4000-8000-000000000000' },
        { ...good, startsAt: 'tomorrow' },
        { ...good, endsAt: iso(-1) },
        { ...good, texts: [] },
        { ...good, texts: [text('XX', 'Nope')] },
        { ...good, texts: [text('EN', 'One'), text('EN', 'Two')] },
        { ...good, texts: [{ ...text('EN', 'Bold'), terms: 'Read <script>alert(1)</script>' }] },
        { ...good, texts: [{ ...text('EN', 'Img'), summary: '<img src=x onerror=alert(1)>' }] },
        { ...good, texts: [{ ...text('EN', ''), title: '' }] },
        { ...good, sort: -1 },
      ];
      for (const payload of bad) {
        const res = await call('POST', '/bo/api/promotions', { token: tokens.editor, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      }
      const [first] = (await list('language=EN')).list;
      const id = first?.id ?? 0;
      for (const payload of [{}, { endsAt: '2000-01-01T00:00:00Z' }, { texts: [text('EN', '<b>x</b>')] }]) {
        const res = await call('PUT', `/bo/api/promotions/${id}`, { token: tokens.editor, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect(await promotionCount()).toBe(before);
      expect((await list('language=EN')).list.find((p) => p.id === id)?.title).toBe(first?.title);
      expect(await auditCount()).toBe(auditsBefore);
    });
  });
});
