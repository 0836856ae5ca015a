import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inboxKit } from './messages.test-kit.ts';

describe.each(dbKinds)('internal messages on %s', (kind) => {
  const t = suiteApp(kind);
  let content: string;
  let risk: string;
  const kit = inboxKit(() => t, 'msg');
  const { call } = kit;
  beforeAll(async () => {
    content = await kit.staff('content1', ['content']);
    risk = await kit.staff('risk1', ['risk']);
  });

  const send = (token: string, payload: object) => call('POST', '/bo/api/messages', { token, payload });
  const inbox = async (token: string) => (await call('GET', '/wps/messageV2', { token })).json().value;
  const unread = async (token: string) =>
    (await call('GET', '/wps/relay/CSP_unreadCount', { token })).json().value.count as number;

  it('sends to one member, who reads and deletes it; the badge follows', async () => {
    const a = await kit.member();
    const res = await send(content, {
      audience: { kind: 'member', username: a.username },
      title: 'Hello',
      content: 'A note for you',
    });
    expect(res.json()).toMatchObject({ success: true, value: { sent: 1 } });
    expect(await unread(a.token)).toBe(1);
    const list = await inbox(a.token);
    expect(list).toMatchObject({ total: 1, unread: 1, totalPages: 1 });
    expect(list.list[0]).toMatchObject({
      title: 'Hello',
      content: 'A note for you',
      read: false,
      kind: 'notice',
    });
    const id = list.list[0].id;
    const read = await call('PUT', `/wps/messageV2/${id}/read`, { token: a.token });
    expect(read.json().value).toMatchObject({ id, read: true });
    expect(await unread(a.token)).toBe(0);
    expect((await call('DELETE', `/wps/messageV2/${id}`, { token: a.token })).statusCode).toBe(200);
    expect((await inbox(a.token)).total).toBe(0);
    expect((await call('DELETE', `/wps/messageV2/${id}`, { token: a.token })).json().code).toBe(
      'MESSAGE_NOT_FOUND',
    );
    const audit = await t.app.inject({
      method: 'GET',
      url: '/bo/api/audit?limit=5',
      headers: { host: 'localhost', authorization: `Bearer ${await kit.staff('admin2', ['admin'])}` },
    });
    expect(JSON.stringify(audit.json().value)).toContain('message.send');
  });

  it("never shows, reads or deletes another member's message (IDOR)", async () => {
    const [a, b] = [await kit.member(), await kit.member()];
    await send(content, {
      audience: { kind: 'member', username: a.username },
      title: 'Private',
      content: 'For a',
    });
    const id = (await inbox(a.token)).list[0].id;
    expect((await inbox(b.token)).total).toBe(0);
    const read = await call('PUT', `/wps/messageV2/${id}/read`, { token: b.token });
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('MESSAGE_NOT_FOUND');
    expect((await call('DELETE', `/wps/messageV2/${id}`, { token: b.token })).statusCode).toBe(404);
    expect((await inbox(a.token)).list[0]).toMatchObject({ id, read: false });
  });

  it('sends to every member of a type, and to everyone but trial accounts', async () => {
    const agent = await kit.member(1);
    const plain = await kit.member();
    const byType = await send(content, {
      audience: { kind: 'memberType', type: 1 },
      title: 'Agents',
      content: 'x',
    });
    expect(byType.json().value.sent).toBeGreaterThanOrEqual(1);
    expect((await inbox(agent.token)).list.map((m: { title: string }) => m.title)).toContain('Agents');
    expect((await inbox(plain.token)).list.map((m: { title: string }) => m.title)).not.toContain('Agents');
    await send(content, { audience: { kind: 'all' }, title: 'Everyone', content: 'y' });
    expect((await inbox(plain.token)).list[0].title).toBe('Everyone');
    const trial = await t.database.db
      .selectFrom('member_messages as mm')
      .innerJoin('members as m', 'm.id', 'mm.member_id')
      .select('mm.id')
      .where('m.type', '=', 4)
      .where('mm.title', '=', 'Everyone')
      .execute();
    expect(trial).toHaveLength(0);
  });

  it('counts nothing unread for a trial account, which has no inbox to open', async () => {
    const trial = (await call('POST', '/wps/session/login/freeplay', { payload: { os: 'web' } })).json().value
      .token as string;
    const count = await call('GET', '/wps/relay/CSP_unreadCount', { token: trial });
    expect(count.statusCode).toBe(200);
    expect(count.json().value).toEqual({ count: 0 });
    expect((await call('GET', '/wps/messageV2', { token: trial })).json().code).toBe('DEMO_ACCOUNT');
  });

  it('refuses bad input, unknown members, other roles and no token, changing nothing', async () => {
    const before = await t.database.db.selectFrom('member_messages').select('id').execute();
    const none = await send(content, {
      audience: { kind: 'member', username: 'nobody' },
      title: 'x',
      content: 'y',
    });
    expect(none.json().code).toBe('MESSAGE_NO_RECIPIENTS');
    expect((await send(content, { audience: { kind: 'all' }, title: ' ', content: 'y' })).json().code).toBe(
      'VALIDATION',
    );
    expect((await send(content, { audience: { kind: 'vip' }, title: 'x', content: 'y' })).statusCode).toBe(
      400,
    );
    expect((await send(risk, { audience: { kind: 'all' }, title: 'x', content: 'y' })).json().code).toBe(
      'STAFF_FORBIDDEN',
    );
    const member = await kit.member();
    expect(
      (await send(member.token, { audience: { kind: 'all' }, title: 'x', content: 'y' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/wps/messageV2')).statusCode).toBe(401);
    expect((await call('GET', '/wps/relay/CSP_unreadCount', { token: content })).statusCode).toBe(401);
    expect((await call('PUT', '/wps/messageV2/abc/read', { token: member.token })).statusCode).toBe(400);
    const other = await send(content, {
      merchantCode: 'nope',
      audience: { kind: 'all' },
      title: 'x',
      content: 'y',
    });
    expect(other.json().code).toBe('DOMAIN_INVALID');
    expect(await t.database.db.selectFrom('member_messages').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('pages the inbox newest first', async () => {
    const a = await kit.member();
    for (const n of [1, 2, 3]) {
      await send(content, {
        audience: { kind: 'member', username: a.username },
        title: `m${n}`,
        content: 'z',
      });
    }
    const page = (await call('GET', '/wps/messageV2?pageNo=2&pageSize=2', { token: a.token })).json().value;
    expect(page).toMatchObject({ pageNo: 2, totalPages: 2, total: 3, unread: 3 });
    expect(page.list.map((m: { title: string }) => m.title)).toEqual(['m1']);
  });
});
