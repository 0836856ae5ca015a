import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPostgres } from '../../../db/kysely.ts';
import { seedDemo } from '../../../db/seed/index.ts';
import { TEST_COST } from '../../../platform/password.ts';
import { startRedisInstance } from '../../../test/redis-instance.ts';
import { signInOn } from '../../../test/staff-kit.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { DRAW_EVENT_GAP_MS } from './push.module.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const base = process.env.TEST_DATABASE_URL;

/** Reads server-sent events from a stream into a list as they arrive. */
function readEvents(body: ReadableStream<Uint8Array>) {
  const events: string[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = body.getReader();
  const done = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const name = /^event: (\w+)$/m.exec(frame)?.[1];
        if (name) events.push(name);
        end = buffered.indexOf('\n\n');
      }
    }
  })().catch(() => {});
  return { events, cancel: () => reader.cancel().catch(() => {}), done };
}

async function until(check: () => boolean, ms = 1000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - start;
}

/**
 * Two instances, each with its own connections to one PostgreSQL database, and one Redis: a bet
 * settled on one instance reaches, as a balance event, the push channel the member holds open on
 * the other.
 */
describe.skipIf(!redisUrl || !base)('push channel across two instances', () => {
  let first: DbHandle;
  let second: DbHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let bUrl: string;
  const prefix = `test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    first = await createTestDatabase('postgres');
    await seedDemo(first.db, undefined, { passwordCost: TEST_COST });
    const { n: name } = await first.db
      .selectNoFrom((eb) => eb.fn<string>('current_database').as('n'))
      .executeTakeFirstOrThrow();
    const url = new URL(base as string);
    url.pathname = `/${name}`;
    second = openPostgres(url.toString(), 5);
    a = await startRedisInstance(first, redisUrl, prefix);
    b = await startRedisInstance(second, redisUrl, prefix);
    bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await first?.close();
  });

  /**
   * A member (demo01 unless named) logged in on instance A; its push channel held open on instance
   * B, past hello.
   */
  async function channelOnB(ip: string, member = { username: 'demo01', password: 'Demo@1234' }) {
    const login = await a.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { ...member, type: 'username' },
      remoteAddress: ip,
    });
    const token = login.json().value.token as string;
    const res = await fetch(`${bUrl}/wps/push/stream`, { headers: { authorization: `Bearer ${token}` } });
    const stream = readEvents(res.body as ReadableStream<Uint8Array>);
    await until(() => stream.events.includes('hello'));
    return { token, res, stream };
  }

  it('a dice roll on one instance is a balance event on the channel held on the other, within a second', async () => {
    const refused = await fetch(`${bUrl}/wps/push/stream`);
    expect(refused.status).toBe(401);
    await refused.body?.cancel();

    const { token, res, stream } = await channelOnB('10.88.0.1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    try {
      const cash = async () =>
        (
          (await (
            await fetch(`${bUrl}/wps/v2/wallets/balance`, { headers: { authorization: `Bearer ${token}` } })
          ).json()) as { value: { cash: string } }
        ).value.cash;
      const before = await cash();
      const roll = await a.inject({
        method: 'POST',
        url: '/wps/inhouse/dice/roll',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          requestId: `push-${randomBytes(4).toString('hex')}`,
          stake: '100',
          direction: 'over',
          target: 5000,
        },
        remoteAddress: '10.88.0.1',
      });
      expect(roll.statusCode).toBe(200);
      const ms = await until(() => stream.events.includes('balance'));
      expect(ms).toBeLessThan(1000);
      // The balance the event invites the site to fetch is already the one after the roll (a
      // roll over 50.00 either loses the stake or pays more than it).
      expect(await cash()).not.toBe(before);
    } finally {
      await stream.cancel();
    }
  });

  it('another member hears nothing of it', async () => {
    // vip01, whom nothing in this file moves money for: demo01's own late events of the roll
    // before (points and missions follow a bet after its commit) are not what this test is about.
    const { stream } = await channelOnB('10.88.0.2', { username: 'vip01', password: 'Vip@12345' });
    try {
      // Money moved for another member's account only.
      b.changes.publish('push', JSON.stringify({ merchantId: 1, memberId: '999999', event: 'balance' }));
      await new Promise((r) => setTimeout(r, 200));
      // Draw events go to every channel (the scheduler may move a draw meanwhile); none of this
      // member's own kinds may arrive.
      expect(stream.events.filter((e) => e !== 'draw')).toEqual(['hello']);
    } finally {
      await stream.cancel();
    }
  });

  it('a message staff send on one instance is a message event on the channel held on the other', async () => {
    const { stream } = await channelOnB('10.88.0.3');
    const staff = await signInOn(a, first.db, 'admin', 'Admin@1234', '10.88.0.4');
    try {
      const sent = await a.inject({
        method: 'POST',
        url: '/bo/api/messages',
        headers: { authorization: `Bearer ${staff.token}` },
        payload: {
          merchantCode: 'demo',
          audience: { kind: 'member', username: 'demo01' },
          title: 'Weekend cashback',
          content: 'Your cashback is on its way.',
        },
        remoteAddress: '10.88.0.4',
      });
      expect(sent.statusCode).toBe(200);
      expect(await until(() => stream.events.includes('message'))).toBeLessThan(1000);
    } finally {
      await stream.cancel();
    }
  });

  it('a support chat reply staff send on one instance is a chat event on the channel held on the other', async () => {
    const { token, stream } = await channelOnB('10.88.0.6');
    const staff = await signInOn(a, first.db, 'admin', 'Admin@1234', '10.88.0.7');
    const staffAuth = { authorization: `Bearer ${staff.token}` };
    try {
      const sent = await b.inject({
        method: 'POST',
        url: '/wps/support-chat/messages',
        headers: { authorization: `Bearer ${token}` },
        payload: { text: 'Is my withdrawal on its way?' },
        remoteAddress: '10.88.0.6',
      });
      expect(sent.statusCode).toBe(200);
      const list = await a.inject({
        method: 'GET',
        url: '/bo/api/support-chats?merchantCode=demo',
        headers: staffAuth,
      });
      const chat = (list.json().value as { id: string; username: string }[]).find(
        (c) => c.username === 'demo01',
      );
      const reply = await a.inject({
        method: 'POST',
        url: `/bo/api/support-chats/${chat?.id}/reply`,
        headers: staffAuth,
        payload: { text: 'Yes, it was paid a minute ago.' },
        remoteAddress: '10.88.0.7',
      });
      expect(reply.statusCode).toBe(200);
      expect(await until(() => stream.events.includes('chat'))).toBeLessThan(1000);
    } finally {
      await stream.cancel();
    }
  });

  it('a draw changing in the database is a draw event on every channel, once for a burst', async () => {
    const { stream } = await channelOnB('10.88.0.5');
    const draws = () => stream.events.filter((e) => e === 'draw').length;
    try {
      // A change heard before this test may still have its event on the way (a transport that came
      // up late sends every topic): let it arrive first, so only the burst's events are counted.
      await new Promise((r) => setTimeout(r, DRAW_EVENT_GAP_MS + 200));
      const before = draws();
      const games = await first.db.selectFrom('lottery_games').select('id').limit(3).execute();
      // Three changes at once, as a settlement makes them.
      for (const g of games) {
        await first.db.updateTable('lottery_games').set({ sort: 1 }).where('id', '=', g.id).execute();
      }
      await until(() => draws() > before, 2500);
      await new Promise((r) => setTimeout(r, DRAW_EVENT_GAP_MS + 200));
      expect(draws() - before).toBe(1);
    } finally {
      await stream.cancel();
    }
  });
});
