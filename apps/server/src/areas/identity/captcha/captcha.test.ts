import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { memoryRateStore } from '../../../platform/rate-store.ts';
import { caller, captchaAnswer, testClock } from '../../../test/member-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createTestDatabase, dbKinds } from '../../../test/test-db.ts';
import { captchaRepository } from './captcha.repository.ts';
import { CAPTCHA_TTL_MS, captchaService } from './captcha.service.ts';

describe.each(dbKinds)('captcha on %s', (kind) => {
  let t: TestContext;
  let database: DbHandle;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now });
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });
  const call = caller(() => t);
  const service = () =>
    captchaService({ repo: captchaRepository(database.db), store: memoryRateStore(), now: clock.now });

  it('answers a distorted SVG image as a data URL with an id, never cached', async () => {
    const res = await call('GET', '/wps/captcha?t=123', { ip: '10.4.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { captchaId, image } = res.json().value;
    expect(captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg[\s\S]*<path/);
    // The characters are drawn as paths, not written as text.
    expect(svg).not.toContain(await captchaAnswer(t, captchaId));
  });

  it('refreshes at most once a second per client', async () => {
    clock.advance(1000);
    expect((await call('GET', '/wps/captcha', { ip: '10.4.1.1' })).statusCode).toBe(200);
    const fast = await call('GET', '/wps/captcha', { ip: '10.4.1.1' });
    expect(fast.statusCode).toBe(429);
    expect(fast.json().code).toBe('CAPTCHA_TOO_FAST');
    expect((await call('GET', '/wps/captcha', { ip: '10.4.1.2' })).statusCode).toBe(200);
    clock.advance(1000);
    expect((await call('GET', '/wps/captcha', { ip: '10.4.1.1' })).statusCode).toBe(200);
  });

  it('accepts the right answer once, in any case, from the client it was issued to', async () => {
    const svc = service();
    const a = await svc.issue('client-a');
    const answer = (await captchaRepository(database.db).answerOf(a.captchaId)) as string;
    expect(await svc.verify('client-b', a.captchaId, answer)).toBe(false);
    expect(await svc.verify('client-a', a.captchaId, answer.toLowerCase())).toBe(true);
    expect(await svc.verify('client-a', a.captchaId, answer)).toBe(false);
  });

  it('is spent by a wrong guess and dead after it expires', async () => {
    const svc = service();
    const a = await svc.issue('client-c');
    const answer = (await captchaRepository(database.db).answerOf(a.captchaId)) as string;
    expect(await svc.verify('client-c', a.captchaId, 'WRONG')).toBe(false);
    expect(await svc.verify('client-c', a.captchaId, answer)).toBe(false);

    clock.advance(1000);
    const b = await svc.issue('client-c');
    const answerB = (await captchaRepository(database.db).answerOf(b.captchaId)) as string;
    clock.advance(CAPTCHA_TTL_MS + 1);
    expect(await svc.verify('client-c', b.captchaId, answerB)).toBe(false);
  });

  it('uses the newest live captcha of the client when no id is given, and rejects malformed ids', async () => {
    const svc = service();
    clock.advance(1000);
    const a = await svc.issue('client-d');
    const answer = (await captchaRepository(database.db).answerOf(a.captchaId)) as string;
    expect(await svc.verify('client-d', 'not-a-uuid', answer)).toBe(false);
    expect(await svc.verify('client-d', undefined, answer)).toBe(true);
    expect(await svc.verify('client-d', undefined, '')).toBe(false);
  });

  it('lets staff read a captcha answer outside production, and nobody else', async () => {
    clock.advance(1000);
    const { captchaId } = (await call('GET', '/wps/captcha', { ip: '10.4.9.1' })).json().value;
    const url = `/bo/api/sandbox/captcha?captchaId=${captchaId}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    const member = (
      await call('POST', '/wps/session/login', {
        payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
        ip: '10.4.9.2',
      })
    ).json().value.token;
    expect((await call('GET', url, { token: member })).statusCode).toBe(401);
    const staff = await staffToken(() => t, 'admin', 'Admin@1234');
    const res = await call('GET', url, { token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.answer).toBe(await captchaAnswer(t, captchaId));
    expect((await call('GET', '/bo/api/sandbox/captcha?captchaId=nope', { token: staff })).statusCode).toBe(
      400,
    );
  });
});
