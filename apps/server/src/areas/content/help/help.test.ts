import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { changeHeard } from '../../../test/changes.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inboxKit } from '../messages/messages.test-kit.ts';

describe.each(dbKinds)('help centre management on %s', (kind) => {
  const t = suiteApp(kind);
  let content: string;
  let finance: string;
  const kit = inboxKit(() => t, 'help');
  const { call } = kit;
  beforeAll(async () => {
    content = await kit.staff('content1', ['content']);
    finance = await kit.staff('finance1', ['finance']);
  });

  const helpCenter = async (language: string) =>
    (await call('GET', `/wps/system/helpCenter?language=${language}`)).json().value as {
      anchor: string;
      title: string;
    }[];

  it('seeds every bundled language with terms and privacy', async () => {
    for (const language of ['EN', 'CN', 'ID', 'PT', 'TH', 'TY', 'VI']) {
      const items = await helpCenter(language);
      expect(items.map((i) => i.anchor)).toEqual(
        expect.arrayContaining(['about', 'terms', 'privacy', 'responsible-gaming']),
      );
    }
    expect((await helpCenter('TH'))[0]?.title).toBe('เกี่ยวกับเรา');
  });

  it('creates, updates and deletes an article; the player site sees each change; all audited', async () => {
    let id = 0;
    await changeHeard(t.app, 'merchant', async () => {
      const res = await call('POST', '/bo/api/help', {
        token: content,
        payload: {
          language: 'EN',
          anchor: 'bonus-rules',
          title: 'Bonus rules',
          content: 'Play through twice.',
          sort: 9,
        },
      });
      expect(res.json()).toMatchObject({
        success: true,
        value: { merchantCode: 'demo', anchor: 'bonus-rules' },
      });
      id = res.json().value.id;
    });
    expect((await helpCenter('EN')).at(-1)).toMatchObject({ anchor: 'bonus-rules', title: 'Bonus rules' });
    await changeHeard(t.app, 'merchant', async () => {
      const res = await call('PUT', `/bo/api/help/${id}`, {
        token: content,
        payload: { title: 'Bonus terms' },
      });
      expect(res.json().value).toMatchObject({ id, title: 'Bonus terms', content: 'Play through twice.' });
    });
    expect((await helpCenter('EN')).at(-1)?.title).toBe('Bonus terms');
    const listed = (await call('GET', '/bo/api/help?language=EN', { token: content })).json().value;
    expect(listed.map((i: { id: number }) => i.id)).toContain(id);
    await changeHeard(t.app, 'merchant', async () => {
      expect((await call('DELETE', `/bo/api/help/${id}`, { token: content })).json().value).toEqual({ id });
    });
    expect((await helpCenter('EN')).map((i) => i.anchor)).not.toContain('bonus-rules');
    const audit = await selectWhere(t.database.db, 'audit_log', { target_type: 'help_item' })
      .select('action')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['help.create', 'help.update', 'help.delete']);
  });

  it('refuses a taken anchor, bad fields, other roles and unknown ids, changing nothing', async () => {
    const before = (await call('GET', '/bo/api/help', { token: content })).json().value.length;
    const post = (token: string, payload: object) => call('POST', '/bo/api/help', { token, payload });
    const base = { language: 'EN', anchor: 'terms', title: 'T', content: 'C' };
    expect((await post(content, base)).json().code).toBe('HELP_ANCHOR_TAKEN');
    expect((await post(content, { ...base, anchor: 'Bad Anchor!' })).json().code).toBe('VALIDATION');
    expect((await post(content, { ...base, anchor: 'x1', language: 'XX' })).json().code).toBe('VALIDATION');
    expect((await post(content, { ...base, anchor: 'x2', title: '' })).json().code).toBe('VALIDATION');
    expect((await post(finance, { ...base, anchor: 'x3' })).json().code).toBe('STAFF_FORBIDDEN');
    const terms = (await call('GET', '/bo/api/help?language=EN', { token: content }))
      .json()
      .value.find((i: { anchor: string }) => i.anchor === 'privacy');
    const clash = await call('PUT', `/bo/api/help/${terms.id}`, {
      token: content,
      payload: { anchor: 'terms' },
    });
    expect(clash.json().code).toBe('HELP_ANCHOR_TAKEN');
    expect((await call('PUT', `/bo/api/help/${terms.id}`, { token: content, payload: {} })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', '/bo/api/help/99999', { token: content, payload: { title: 'x' } })).json().code,
    ).toBe('HELP_ITEM_NOT_FOUND');
    expect((await call('DELETE', '/bo/api/help/99999', { token: content })).statusCode).toBe(404);
    expect((await call('GET', '/bo/api/help', { token: content })).json().value.length).toBe(before);
  });
});
