import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { brandId } from '../../../test/brand-kit.ts';
import { caller } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';

/** The CSV's lines without the byte-order mark and the empty line after the last row. */
const linesOf = (body: string) => body.replace('\uFEFF', '').split('\r\n').slice(0, -1);

describe.each(dbKinds)('the content lists as CSV on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  const staff = staffKit(() => t, '10.58.0.1');
  let editor = '';
  let finance = '';
  beforeAll(async () => {
    const demo = await brandId(t.database.db);
    editor = await staff.withRoles('cx_content', ['content'], demo);
    finance = await staff.withRoles('cx_finance', ['finance'], demo);
    const notice = {
      kind: 'popup',
      audience: 'member',
      language: 'EN',
      title: 'Weekend, boost',
      content: '=1+1',
    };
    const made = await call('POST', '/bo/api/content/notices', { token: editor, payload: notice });
    expect(made.json()).toMatchObject({ success: true });
  });
  const exportOf = (token: string, path: string) => call('GET', path, { token });

  it('streams the notices with the filters, formulas defused, and logs the export', async () => {
    const res = await exportOf(editor, '/bo/api/content/notices.csv?kind=popup&language=EN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="notices-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = linesOf(res.body);
    expect(header).toBe('id,kind,audience,language,title,content,sort,active,publishedAt,endsAt,updatedAt');
    expect(rows.every((r) => r.includes(',popup,'))).toBe(true);
    expect(rows.join('\n')).toContain(`"Weekend, boost",'=1+1`);
    const logged = await selectWhere(t.database.db, 'audit_log', { action: 'export.csv' })
      .select(['target_id'])
      .execute();
    expect(logged.map((r) => r.target_id)).toContain('content.noticesCsv');
  });

  it('streams the banners, the help articles and the site links of the brand', async () => {
    const banners = linesOf((await exportOf(editor, '/bo/api/content/banners.csv?language=EN')).body);
    expect(banners[0]).toBe('id,language,groupName,title,linkageType,link,sort,active,url,updatedAt');
    expect(banners.slice(1).every((r) => r.split(',')[1] === 'EN')).toBe(true);
    const help = linesOf((await exportOf(editor, '/bo/api/help.csv?language=EN')).body);
    expect(help[0]).toBe('id,merchantCode,language,anchor,title,sort,content');
    expect(help.some((r) => r.includes(',EN,terms,'))).toBe(true);
    const links = await exportOf(editor, '/bo/api/site/links.csv');
    expect(linesOf(links.body)[0]).toBe('list,type,url,label,qrCodeUrl');
  });

  it('refuses staff without the content role and bad filters, logging nothing for them', async () => {
    const before = await selectWhere(t.database.db, 'audit_log', { action: 'export.csv' })
      .select('id')
      .execute();
    for (const path of ['/bo/api/content/banners.csv', '/bo/api/help.csv', '/bo/api/site/links.csv']) {
      expect((await exportOf(finance, path)).json().code).toBe('STAFF_FORBIDDEN');
    }
    expect((await exportOf(editor, '/bo/api/content/notices.csv?kind=ticker')).json().code).toBe(
      'VALIDATION',
    );
    const after = await selectWhere(t.database.db, 'audit_log', { action: 'export.csv' })
      .select('id')
      .execute();
    expect(after.length).toBe(before.length);
  });
});
