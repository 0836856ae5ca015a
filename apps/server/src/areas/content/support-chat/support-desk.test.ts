import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { chatKit } from './support-chat.test-kit.ts';

describe.each(dbKinds)('the support desk on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = chatKit(() => t, 'sd');
  let ann = '';
  let bob = '';
  let risk = '';
  let bobId = '';
  beforeAll(async () => {
    const demo = await kit.merchantId();
    ann = await kit.staff('desk-ann', ['customer_service'], demo);
    bob = await kit.staff('desk-bob', ['customer_service'], demo);
    risk = await kit.staff('desk-risk', ['risk'], demo);
    const row = await t.database.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'desk-bob')
      .executeTakeFirstOrThrow();
    bobId = row.id.toString();
  });

  const as = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    kit.call(method, url, { token, ...(payload ? { payload } : {}) });
  async function newChat(text = 'Hello, anyone?') {
    const member = await kit.member();
    await kit.chat.send(member, text);
    const list = (await kit.bo.list(ann)).json().value as { id: string; username: string }[];
    return { member, id: list.find((c) => c.username === member.username)?.id as string };
  }
  const holders = async () =>
    t.database.db.selectFrom('support_chats').select(['id', 'assigned_to']).orderBy('id').execute();

  it('gives a conversation to exactly one of several staff taking it at once', async () => {
    const { id } = await newChat();
    const answers = await Promise.all(
      [ann, bob, ann, bob, ann, bob].map((token) => as(token, 'POST', `/bo/api/support-chats/${id}/take`)),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json().code).toBe('CHAT_TAKEN');
    }
    const holder = won[0]?.json().value.assignedName;
    expect(['desk-ann', 'desk-bob']).toContain(holder);
    const mine = (await kit.bo.list(holder === 'desk-ann' ? ann : bob, '?holder=mine')).json().value;
    expect(mine.map((c: { id: string }) => c.id)).toContain(id);
    const free = (await kit.bo.list(ann, '?holder=free')).json().value;
    expect(free.map((c: { id: string }) => c.id)).not.toContain(id);
    const admin = await kit.staff('desk-admin', ['admin']);
    const audit = JSON.stringify(
      (await kit.call('GET', '/bo/api/audit?limit=50', { token: admin })).json().value,
    );
    expect(audit.match(/supportChat\.take/g)).toHaveLength(1);
  });

  it('hands a conversation to a colleague, only from its holder or when free', async () => {
    const { id } = await newChat();
    expect((await as(ann, 'POST', `/bo/api/support-chats/${id}/take`)).statusCode).toBe(200);
    const agents = (await as(ann, 'GET', '/bo/api/support-agents')).json().value as { username: string }[];
    expect(agents.map((a) => a.username)).toEqual(expect.arrayContaining(['desk-ann', 'desk-bob']));
    expect(agents.map((a) => a.username)).not.toContain('desk-risk');
    // Bob does not hold it: he cannot hand it on.
    const annId = (
      await t.database.db
        .selectFrom('staff')
        .select('id')
        .where('username', '=', 'desk-ann')
        .executeTakeFirstOrThrow()
    ).id;
    const refused = await as(bob, 'POST', `/bo/api/support-chats/${id}/assign`, {
      staffId: annId.toString(),
    });
    expect(refused.json().code).toBe('CHAT_TAKEN');
    const moved = await as(ann, 'POST', `/bo/api/support-chats/${id}/assign`, { staffId: bobId });
    expect(moved.json().value).toMatchObject({ id, assignedTo: bobId, assignedName: 'desk-bob' });
  });

  it('refuses bad input and other roles, and changes nothing', async () => {
    const { id } = await newChat();
    const before = await holders();
    for (const body of [{}, { staffId: 'x' }, { staffId: '999999' }]) {
      const res = await as(ann, 'POST', `/bo/api/support-chats/${id}/assign`, body);
      expect([400, 404]).toContain(res.statusCode);
    }
    expect((await as(risk, 'POST', `/bo/api/support-chats/${id}/take`)).statusCode).toBe(403);
    expect((await as(ann, 'POST', '/bo/api/support-chats/999999999/take')).json().code).toBe(
      'CHAT_NOT_FOUND',
    );
    expect(
      (await as(ann, 'POST', '/bo/api/support-canned-replies', { title: '', text: 'x' })).statusCode,
    ).toBe(400);
    expect(await holders()).toEqual(before);
    await kit.bo.close(ann, id);
    expect((await as(ann, 'POST', `/bo/api/support-chats/${id}/take`)).json().code).toBe('CHAT_CLOSED');
  });

  it('keeps the brand’s canned replies: add, list by title, remove', async () => {
    const add = (title: string) =>
      as(ann, 'POST', '/bo/api/support-canned-replies', { title, text: `${title} text` });
    const zed = (await add('Zed greeting')).json().value;
    expect((await add('Deposit delay')).json().value).toMatchObject({
      title: 'Deposit delay',
      text: 'Deposit delay text',
    });
    const list = (await as(bob, 'GET', '/bo/api/support-canned-replies')).json().value as { title: string }[];
    expect(list.map((c) => c.title)).toEqual(['Deposit delay', 'Zed greeting']);
    expect((await as(bob, 'DELETE', `/bo/api/support-canned-replies/${zed.id}`)).statusCode).toBe(200);
    expect((await as(bob, 'DELETE', `/bo/api/support-canned-replies/${zed.id}`)).json().code).toBe(
      'CANNED_NOT_FOUND',
    );
    expect((await as(risk, 'GET', '/bo/api/support-canned-replies')).statusCode).toBe(403);
  });
});
