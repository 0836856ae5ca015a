import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { chatKit } from './support-chat.test-kit.ts';

/** The names of the server-sent events read from `body`, as they arrive. */
function eventsOf(body: ReadableStream<Uint8Array>) {
  const names: string[] = [];
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      const frames = text.split('\n\n');
      text = frames.pop() ?? '';
      for (const frame of frames) {
        const name = /^event: (\w+)$/m.exec(frame)?.[1];
        if (name) names.push(name);
      }
    }
  })().catch(() => {});
  return { names, stop: () => reader.cancel().catch(() => {}) };
}

async function until(check: () => boolean, ms = 2000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.each(dbKinds.slice(0, 1))('support chat on the push channel (%s)', (kind) => {
  const t = suiteApp(kind);
  let url: string;
  const kit = chatKit(() => t, 'scp');
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const channel = async (token: string) => {
    const res = await fetch(`${url}/wps/push/stream`, { headers: { authorization: `Bearer ${token}` } });
    const stream = eventsOf(res.body as ReadableStream<Uint8Array>);
    await until(() => stream.names.includes('hello'));
    return stream;
  };

  it("tells the member, and only them, of a staff reply and of the conversation's closing", async () => {
    const staff = await kit.staff('push-content', ['content']);
    const a = await kit.member();
    const b = await kit.member();
    await kit.chat.send(a, 'Is anyone there?');
    const [mine, theirs] = [await channel(a.token), await channel(b.token)];
    try {
      // The member's own line is no news to them.
      expect(mine.names).toEqual(['hello']);
      const list = (await kit.bo.list(staff)).json().value as { id: string; username: string }[];
      const id = list.find((c) => c.username === a.username)?.id as string;
      expect((await kit.bo.reply(staff, id, 'Yes, how can I help?')).statusCode).toBe(200);
      await until(() => mine.names.includes('chat'));
      // What the event invites the site to fetch already holds the reply.
      const history = await kit.chat.history(a);
      expect(history.messages.at(-1)).toMatchObject({ from: 'staff', text: 'Yes, how can I help?' });

      // A refused reply (too long) announces nothing.
      expect((await kit.bo.reply(staff, id, 'x'.repeat(1001))).statusCode).toBe(400);
      expect((await kit.bo.close(staff, id)).statusCode).toBe(200);
      await until(() => mine.names.filter((n) => n === 'chat').length === 2);
      await new Promise((r) => setTimeout(r, 150));
      expect(mine.names).toEqual(['hello', 'chat', 'chat']);
      expect(theirs.names).toEqual(['hello']);
    } finally {
      await mine.stop();
      await theirs.stop();
    }
  });
});

describe.each(dbKinds.slice(0, 1))("the support desk's live channel (%s)", (kind) => {
  const t = suiteApp(kind);
  let url: string;
  const kit = chatKit(() => t, 'sdp');
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('tells the brand’s desks of a member line, their typing and a colleague taking it', async () => {
    const cs = await kit.staff('desk-push', ['customer_service'], await kit.merchantId());
    const res = await fetch(`${url}/bo/api/support-chats/stream`, {
      headers: { authorization: `Bearer ${cs}` },
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const desk = eventsOf(res.body as ReadableStream<Uint8Array>);
    try {
      await until(() => desk.names.includes('hello'));
      const a = await kit.member();
      await kit.chat.send(a, 'Hello desk');
      await until(() => desk.names.includes('chat'));
      await kit.call('POST', '/wps/support-chat/typing', { token: a.token });
      await until(() => desk.names.includes('typing'));
      const id = (await kit.bo.list(cs)).json().value[0].id as string;
      await kit.call('POST', `/bo/api/support-chats/${id}/take`, { token: cs });
      await until(() => desk.names.filter((n) => n === 'chat').length === 2);
    } finally {
      await desk.stop();
    }
  });
});
