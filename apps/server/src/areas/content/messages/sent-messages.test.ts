import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inboxKit } from './messages.test-kit.ts';

describe.each(dbKinds)('sent messages and feedback lists on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = inboxKit(() => t, 'snt');
  const { call } = kit;
  let cs = '';
  let risk = '';
  beforeAll(async () => {
    cs = await kit.staff('sent-cs', ['customer_service'], await kit.merchantId());
    risk = await kit.staff('sent-risk', ['risk']);
  });

  it('lists each sending newest first with its recipients and how many read it, page by page', async () => {
    const a = await kit.member();
    const b = await kit.member();
    const send = (payload: object) => call('POST', '/bo/api/messages', { token: cs, payload });
    await send({ audience: { kind: 'member', username: a.username }, title: 'First', content: 'One' });
    await send({ audience: { kind: 'all' }, title: 'Second', content: 'Everyone' });
    const inbox = (await call('GET', '/wps/messageV2', { token: b.token })).json().value;
    await call('PUT', `/wps/messageV2/${inbox.list[0].id}/read`, { token: b.token });
    const page = (await call('GET', '/bo/api/messages?limit=1', { token: cs })).json().value;
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      title: 'Second',
      audience: { kind: 'all' },
      readCount: 1,
      sentBy: 'sent-cs',
    });
    expect(page.list[0].recipients).toBeGreaterThanOrEqual(2);
    const next = (await call('GET', `/bo/api/messages?limit=1&before=${page.next}`, { token: cs })).json()
      .value;
    expect(next.list[0]).toMatchObject({ title: 'First', recipients: 1, readCount: 0 });
    const csv = await call('GET', '/bo/api/messages.csv', { token: cs });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('member:');
    expect((await call('GET', '/bo/api/messages', { token: risk })).statusCode).toBe(403);
    expect((await call('GET', '/bo/api/messages?before=abc', { token: cs })).statusCode).toBe(400);
  });

  it('pages and filters feedback by member, and exports it', async () => {
    const a = await kit.member();
    const ticket = { questionType: 'deposit', content: 'My deposit has not arrived yet please help' };
    await call('PUT', '/wps/feedback', { token: a.token, payload: ticket });
    await call('PUT', '/wps/feedback', { token: a.token, payload: { ...ticket, questionType: 'game' } });
    const first = (await call('GET', `/bo/api/feedback?username=${a.username}&limit=1`, { token: cs })).json()
      .value;
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ username: a.username, questionType: 'deposit' });
    const url = `/bo/api/feedback?username=${a.username}&after=${first[0].id}`;
    expect(
      (await call('GET', url, { token: cs }))
        .json()
        .value.map((f: { questionType: string }) => f.questionType),
    ).toEqual(['game']);
    const csv = await call('GET', `/bo/api/feedback.csv?username=${a.username}`, { token: cs });
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
  });
});
