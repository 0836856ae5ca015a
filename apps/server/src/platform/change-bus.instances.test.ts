import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../db/kysely.ts';
import { seedDemo } from '../db/seed/index.ts';
import { selectWhere } from '../db/select-where.ts';
import { updateWhere } from '../db/update-where.ts';
import { startRedisInstance } from '../test/redis-instance.ts';
import { SEEDED_ADMIN, signInOn } from '../test/staff-kit.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { createChangeBus } from './change-bus.ts';
import { TEST_COST } from './password.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const within = { timeout: 1000, interval: 10 };

/**
 * Two server instances on one PostgreSQL database and one Redis, as a deployment behind a load
 * balancer runs them: what one instance (or the database) changes, the other stops serving from
 * its memory within a second, and a revoked session is refused on both.
 */
describe.skipIf(!redisUrl || !process.env.TEST_DATABASE_URL)('caches across two instances', () => {
  let database: DbHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let ipSeq = 0;
  const prefix = `test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await seedDemo(database.db, undefined, { passwordCost: TEST_COST });
    [a, b] = await Promise.all([
      startRedisInstance(database, redisUrl, prefix),
      startRedisInstance(database, redisUrl, prefix),
    ]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  const call = (app: FastifyInstance, opts: InjectOptions & { token?: string }) => {
    const { token, ...rest } = opts;
    return app.inject({
      remoteAddress: `10.77.0.${(ipSeq++ % 250) + 1}`,
      ...rest,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...rest.headers },
    });
  };
  const login = async (app: FastifyInstance, username = 'demo01', password = 'Demo@1234') => {
    const res = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username, password, type: 'username' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().value.token as string;
  };
  const infoStatus = async (app: FastifyInstance, token: string) =>
    (await call(app, { method: 'GET', url: '/wps/member/info', token })).statusCode;
  const vendors = async (app: FastifyInstance) => {
    const lanes = (await call(app, { method: 'GET', url: '/wps/relay/GCSGAME_newGameVendor' })).json().value
      .data.lanes as { cards: { vassalage: string }[] }[];
    return lanes.flatMap((l) => l.cards.map((c) => c.vassalage));
  };

  it('a catalog change made straight in the database leaves both instances within a second', async () => {
    expect(await vendors(a)).toContain('NOV');
    expect(await vendors(b)).toContain('NOV');
    const setEnabled = (enabled: boolean) =>
      database.db.updateTable('merchant_vendors').set({ enabled }).where('vendor_code', '=', 'NOV').execute();
    await setEnabled(false);
    try {
      await vi.waitFor(async () => {
        expect(await vendors(a)).not.toContain('NOV');
        expect(await vendors(b)).not.toContain('NOV');
      }, within);
    } finally {
      await setEnabled(true);
    }
    await vi.waitFor(async () => expect(await vendors(b)).toContain('NOV'), within);
  });

  it('a merchant change (maintenance) reaches the app-start call of both instances', async () => {
    const status = async (app: FastifyInstance) =>
      (await call(app, { method: 'GET', url: '/wps/system/status' })).json().value.status as number;
    const normal = await status(a);
    expect(await status(b)).toBe(normal);
    await updateWhere(database.db, 'merchants', { code: 'demo' }).set({ maintenance_on: true }).execute();
    try {
      await vi.waitFor(async () => {
        expect(await status(a)).not.toBe(normal);
        expect(await status(b)).not.toBe(normal);
      }, within);
    } finally {
      await updateWhere(database.db, 'merchants', { code: 'demo' }).set({ maintenance_on: false }).execute();
    }
    await vi.waitFor(async () => expect(await status(b)).toBe(normal), within);
  });

  it('a logout on one instance is refused on the other at once', async () => {
    const token = await login(a);
    expect(await infoStatus(a, token)).toBe(200);
    expect(await infoStatus(b, token)).toBe(200);
    expect(await infoStatus(b, token)).toBe(200);
    const out = await call(a, { method: 'DELETE', url: '/wps/session/logout', token });
    expect(out.statusCode).toBe(200);
    expect(await infoStatus(a, token)).toBe(401);
    await vi.waitFor(async () => expect(await infoStatus(b, token)).toBe(401), within);
  });

  it('staff locking a member ends their sessions on every instance; reopening lets them back in', async () => {
    const member = await login(b);
    expect(await infoStatus(a, member)).toBe(200);
    expect(await infoStatus(b, member)).toBe(200);
    const staff = (await signInOn(a, database.db, SEEDED_ADMIN.username, SEEDED_ADMIN.password)).token;
    const demo01 = await selectWhere(database.db, 'members', { username: 'demo01' })
      .select('id')
      .executeTakeFirstOrThrow();
    const setStatus = (status: string, reason = 'test') =>
      call(a, {
        method: 'POST',
        url: `/bo/api/members/${demo01.id}/status`,
        token: staff,
        payload: { status, reason },
      });
    const bad = await setStatus('frozen');
    expect(bad.statusCode).toBe(400);
    const locked = await setStatus('locked', 'chargeback investigation');
    expect(locked.statusCode).toBe(200);
    expect(locked.json().value).toEqual({
      memberId: String(demo01.id),
      status: 'locked',
      previous: 'active',
    });
    expect(await infoStatus(a, member)).toBe(401);
    await vi.waitFor(async () => expect(await infoStatus(b, member)).toBe(401), within);
    const audit = await selectWhere(database.db, 'audit_log', { action: 'member.status' })
      .select(['action', 'target_id'])
      .execute();
    expect(audit).toEqual([{ action: 'member.status', target_id: String(demo01.id) }]);

    expect((await setStatus('active')).statusCode).toBe(200);
    const again = await login(b);
    expect(await infoStatus(a, again)).toBe(200);
    const missing = await call(a, {
      method: 'POST',
      url: '/bo/api/members/999999999/status',
      token: staff,
      payload: { status: 'locked', reason: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a session revoked straight in the database is refused by both within a second', async () => {
    const token = await login(a);
    expect(await infoStatus(a, token)).toBe(200);
    expect(await infoStatus(b, token)).toBe(200);
    await database.db
      .updateTable('member_sessions')
      .set({ revoked_at: new Date() })
      .where('revoked_at', 'is', null)
      .execute();
    await vi.waitFor(async () => {
      expect(await infoStatus(a, token)).toBe(401);
      expect(await infoStatus(b, token)).toBe(401);
    }, within);
  });

  it('Redis carries a change from one bus to the others on its channel, not back to its sender', async () => {
    const clients = [0, 1, 2].map(() => new Redis(redisUrl as string, { maxRetriesPerRequest: 2 }));
    const channel = `${prefix}bus-test`;
    const [one, two, elsewhere] = [
      createChangeBus({ redis: clients[0], channel }),
      createChangeBus({ redis: clients[1], channel }),
      createChangeBus({ redis: clients[2], channel: `${channel}-other` }),
    ] as const;
    try {
      await vi.waitFor(() => expect(one.live && two.live && elsewhere.live).toBe(true), { timeout: 3000 });
      const heard: string[] = [];
      one.subscribe('catalog', (k) => heard.push(`one ${k}`));
      two.subscribe('catalog', (k) => heard.push(`two ${k}`));
      elsewhere.subscribe('catalog', (k) => heard.push(`elsewhere ${k}`));
      one.publish('catalog', '42');
      expect(heard).toEqual(['one 42']);
      await vi.waitFor(() => expect(heard).toEqual(['one 42', 'two 42']), within);
    } finally {
      for (const bus of [one, two, elsewhere]) await bus.close();
      for (const c of clients) c.disconnect();
    }
  });
});
