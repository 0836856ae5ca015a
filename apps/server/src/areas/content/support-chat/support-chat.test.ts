import { CHAT_SEND_LIMIT, CHAT_SEND_WINDOW_SECONDS, CHAT_TEXT_MAX } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { chatKit } from './support-chat.test-kit.ts';

describe.each(dbKinds)('support chat on %s', (kind) => {
  let content: string;
  const clock = testClock(new Date('2026-03-01T08:00:00Z'));
  const kit = chatKit(() => t, 'sc');
  const { chat, bo } = kit;
  const t = suiteApp(kind, { now: clock.now });
  beforeAll(async () => {
    content = await kit.staff('chat-content', ['content']);
  });

  /** The demo-brand conversation of `username`, as staff list it. */
  async function chatOf(username: string, status = 'open') {
    const list = (await bo.list(content, `?status=${status}`)).json().value as { username: string }[];
    return list.find((c) => c.username === username) as
      | { id: string; unread: number; status: string; lastText: string }
      | undefined;
  }

  it('carries a conversation both ways: send, list, read, reply, unread, close and reopen', async () => {
    const a = await kit.member();
    expect(await chat.history(a)).toEqual({ status: null, messages: [], hasMore: false });

    const sent = await chat.send(a, '  Where is my deposit?  ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toMatchObject({ from: 'member', text: 'Where is my deposit?', read: false });
    await chat.send(a, 'It was 100.00');

    const listed = await chatOf(a.username);
    expect(listed).toMatchObject({ status: 'open', unread: 2, lastText: 'It was 100.00' });
    const id = listed?.id as string;
    const detail = (await bo.get(content, id)).json().value;
    expect(detail.messages.map((m: { text: string }) => m.text)).toEqual([
      'Where is my deposit?',
      'It was 100.00',
    ]);
    expect((await bo.read(content, id)).json().value.unread).toBe(0);
    expect((await chatOf(a.username))?.unread).toBe(0);

    const reply = await bo.reply(content, id, 'It is credited now.');
    expect(reply.json().value).toMatchObject({ from: 'staff', text: 'It is credited now.' });
    expect(await chat.unread(a)).toBe(1);
    const history = await chat.history(a);
    expect(history.status).toBe('open');
    expect(history.messages.map((m: { from: string }) => m.from)).toEqual(['member', 'member', 'staff']);
    // The member's lines show as read: staff saw them.
    expect(history.messages[0].read).toBe(true);
    expect((await chat.read(a)).json().value).toEqual({ count: 0 });
    expect(await chat.unread(a)).toBe(0);

    const closed = await bo.close(content, id);
    expect(closed.json().value).toMatchObject({ id, status: 'closed' });
    expect((await bo.close(content, id)).json().code).toBe('CHAT_CLOSED');
    const late = await bo.reply(content, id, 'One more thing');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CHAT_CLOSED');
    expect(await chatOf(a.username)).toBeUndefined();
    expect(await chatOf(a.username, 'closed')).toMatchObject({ id });
    expect((await chat.history(a)).status).toBe('closed');

    // Writing again reopens the same conversation.
    await chat.send(a, 'Thanks!');
    expect(await chatOf(a.username)).toMatchObject({ id, status: 'open', unread: 1 });

    const admin = await kit.staff('chat-admin', ['admin']);
    const audit = await kit.call('GET', '/bo/api/audit?limit=20', { token: admin });
    const actions = JSON.stringify(audit.json().value);
    expect(actions).toContain('supportChat.reply');
    expect(actions).toContain('supportChat.close');
  });

  it('pages the history, newest last', async () => {
    const a = await kit.member();
    for (let i = 1; i <= 5; i += 1) {
      clock.advance(CHAT_SEND_WINDOW_SECONDS * 1000);
      await chat.send(a, `line ${i}`);
    }
    const last = await chat.history(a, '?limit=2');
    expect(last.messages.map((m: { text: string }) => m.text)).toEqual(['line 4', 'line 5']);
    expect(last.hasMore).toBe(true);
    const above = await chat.history(a, `?limit=3&before=${last.messages[0].id}`);
    expect(above.messages.map((m: { text: string }) => m.text)).toEqual(['line 1', 'line 2', 'line 3']);
    expect(above.hasMore).toBe(false);
  });

  it("shows a member only their own conversation, and no other brand's staff any of it", async () => {
    const a = await kit.member();
    const b = await kit.member();
    await chat.send(a, 'Private question');
    expect(await chat.history(b)).toEqual({ status: null, messages: [], hasMore: false });
    const id = (await chatOf(a.username))?.id as string;
    await bo.reply(content, id, 'Private answer');
    expect(await chat.unread(b)).toBe(0);
    await chat.read(b);
    expect(await chat.unread(a)).toBe(1);

    const otherId = await kit.otherBrand('chatb');
    const other = await kit.memberOf('chatb');
    await chat.send(other, 'Hello from brand B');
    const theirs = await kit.staff('chat-b-staff', ['content'], otherId);
    const ours = await kit.staff('chat-a-staff', ['content'], await kit.merchantId());

    const bList = (await bo.list(theirs)).json().value as { username: string; merchantCode: string }[];
    expect(bList.map((c) => c.username)).toEqual([other.username]);
    expect(bList[0]?.merchantCode).toBe('chatb');
    const aList = (await bo.list(ours)).json().value as { username: string }[];
    expect(aList.map((c) => c.username)).toContain(a.username);
    expect(aList.map((c) => c.username)).not.toContain(other.username);
    expect((await bo.list(ours, '?merchantCode=chatb')).statusCode).toBe(404);

    const bChatId = bList[0] ? (await bo.list(theirs)).json().value[0].id : '';
    const before = await kit.allLines();
    for (const res of [
      await bo.get(ours, bChatId),
      await bo.read(ours, bChatId),
      await bo.reply(ours, bChatId, 'Not yours'),
      await bo.close(ours, bChatId),
      await bo.reply(theirs, id, 'Not yours either'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CHAT_NOT_FOUND');
    }
    expect(await kit.allLines()).toEqual(before);
    expect((await kit.call('GET', `/bo/api/support-chats/${id}`, { token: theirs })).statusCode).toBe(404);
    // An operator of every brand names the brand, or works on the brand of the address.
    expect((await bo.list(content, '?merchantCode=chatb')).json().value).toHaveLength(1);
  });

  it('refuses bad input, other roles and missing tokens, and changes nothing', async () => {
    const a = await kit.member();
    await chat.send(a, 'first');
    const id = (await chatOf(a.username))?.id as string;
    const before = await kit.allLines();
    for (const text of ['', '   ', 'x'.repeat(CHAT_TEXT_MAX + 1), 42, null]) {
      const res = await chat.send(a, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      const reply = await bo.reply(content, id, text);
      expect(reply.statusCode).toBe(400);
    }
    expect(
      (await kit.call('POST', '/wps/support-chat/messages', { payload: { text: 'hi' } })).statusCode,
    ).toBe(401);
    const risk = await kit.staff('chat-risk', ['risk']);
    expect((await bo.reply(risk, id, 'hi')).statusCode).toBe(403);
    expect((await bo.list(risk)).statusCode).toBe(403);
    // A member token never opens the back office.
    expect((await bo.list(a.token)).statusCode).toBe(401);
    expect((await bo.get(content, '999999999')).json().code).toBe('CHAT_NOT_FOUND');
    expect(await kit.allLines()).toEqual(before);
    // The longest line allowed is accepted.
    expect((await chat.send(a, 'y'.repeat(CHAT_TEXT_MAX))).statusCode).toBe(200);
  });

  it(`lets through exactly ${CHAT_SEND_LIMIT} of 50 concurrent sends a minute, then opens again`, async () => {
    const a = await kit.member();
    clock.advance(CHAT_SEND_WINDOW_SECONDS * 1000);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => chat.send(a, `burst ${i}`)));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(ok).toHaveLength(CHAT_SEND_LIMIT);
    expect(refused).toHaveLength(50 - CHAT_SEND_LIMIT);
    for (const r of refused) expect(r.json().code).toBe('CHAT_RATE_LIMITED');
    const history = await chat.history(a, '?limit=100');
    expect(history.messages).toHaveLength(CHAT_SEND_LIMIT);
    // Another member has a window of their own.
    expect((await chat.send(await kit.member(), 'me too')).statusCode).toBe(200);

    clock.advance(CHAT_SEND_WINDOW_SECONDS * 1000 - 1000);
    expect((await chat.send(a, 'still too soon')).statusCode).toBe(429);
    clock.advance(1000);
    expect((await chat.send(a, 'a minute later')).statusCode).toBe(200);
    expect((await chat.history(a, '?limit=100')).messages).toHaveLength(CHAT_SEND_LIMIT + 1);
  });
});
