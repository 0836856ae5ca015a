import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { seedDemo } from '../../../db/seed/index.ts';
import { TEST_COST } from '../../../platform/password.ts';
import { startRedisInstance } from '../../../test/redis-instance.ts';
import { createTestDatabase } from '../../../test/test-db.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/**
 * Two instances of the server on one database and one Redis, as a deployment behind a load
 * balancer runs them: every abuse limit counts the requests of both.
 */
describe.skipIf(!redisUrl)('abuse limits shared by two instances through Redis', () => {
  let database: DbHandle;
  let apps: FastifyInstance[] = [];
  // A prefix of its own, so runs at the same time on the same Redis do not count each other.
  const prefix = `test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seedDemo(database.db, undefined, { passwordCost: TEST_COST });
    apps = await Promise.all([0, 1].map(() => startRedisInstance(database, redisUrl, prefix)));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    // Leave nothing of this run behind.
    const redis = new Redis(redisUrl as string);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  /** Request `i` goes to instance i % 2. */
  const alternate = (i: number, opts: InjectOptions) => (apps[i % 2] as FastifyInstance).inject(opts);
  const from = (ip: string) => ({ host: 'localhost', 'x-forwarded-for': ip });

  it('counts member logins from one address on both instances: the 11th in a minute is refused', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await alternate(i, {
        method: 'POST',
        url: '/wps/session/login',
        headers: from('10.90.0.1'),
        payload: { username: `nobody${i}`, password: 'Wrong@123', type: 'username' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.indexOf(429)).toBe(10);
    expect(codes.slice(10).every((c) => c === 429)).toBe(true);
  });

  it('counts staff logins from one address on both instances', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await alternate(i, {
        method: 'POST',
        url: '/bo/api/session/login',
        headers: from('10.90.0.2'),
        payload: { username: `nostaff${i}`, password: 'Wrong@1234' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.indexOf(429)).toBe(10);
  });

  it('asks for the captcha on the other instance after a failure on one', async () => {
    const first = await alternate(0, {
      method: 'POST',
      url: '/wps/session/login',
      headers: from('10.90.0.3'),
      payload: { username: 'demo01', password: 'Wrong@123', type: 'username' },
    });
    expect(first.json().code).toBe('LOGIN_FAILED');
    // Another account from the same address: the address's failure alone asks for the captcha.
    const second = await alternate(1, {
      method: 'POST',
      url: '/wps/session/login',
      headers: from('10.90.0.3'),
      payload: { username: 'someone-else', password: 'Wrong@123', type: 'username' },
    });
    expect(second.json().code).toBe('CAPTCHA_REQUIRED');
  });

  it('refuses a second captcha for one client within the refresh gap, whichever instance serves it', async () => {
    const a = await alternate(0, { method: 'GET', url: '/wps/captcha', headers: from('10.90.0.4') });
    expect(a.statusCode).toBe(200);
    const b = await alternate(1, { method: 'GET', url: '/wps/captcha', headers: from('10.90.0.4') });
    expect(b.json().code).toBe('CAPTCHA_TOO_FAST');
  });

  it('throttles SMS to one number across instances', async () => {
    const send = (i: number) =>
      alternate(i, {
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: from(`10.90.1.${i + 1}`),
        payload: { countryDialingCode: '84', mobileNo: '912345678' },
      });
    expect((await send(0)).statusCode).toBe(200);
    const second = await send(1);
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('auth/too-many-requests');
  });
});
