import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test/member-kit.ts';
import { suiteApp } from '../test/test-app.ts';
import { DEFAULT_BODY_LIMIT, jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body.ts';

describe('jsonDepthExceeds', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepthExceeds('[[[]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[[\\"[[[[["}', 1)).toBe(false);
    expect(jsonDepthExceeds('[{"a":[{"b":1}]}]', 4)).toBe(false);
  });
});

/** Bodies are bounded in size and depth, and a caller without a session gets nothing parsed. */
describe('request bodies', () => {
  const t = suiteApp('pglite');
  const call = caller(() => t);
  let token: string;
  beforeAll(async () => {
    const login = await call('POST', '/wps/session/login', {
      payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
    });
    token = login.json().value.token;
  });

  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const json = { 'content-type': 'application/json' };

  it('accepts a DELETE that declares JSON but sends no body', async () => {
    const res = await call('DELETE', '/wps/session/logout', { token, headers: json });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('OK');
    // The session is gone: the logout really ran.
    expect((await call('DELETE', '/wps/session/logout', { token, headers: json })).statusCode).toBe(401);
    const again = await call('POST', '/wps/session/login', {
      payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
    });
    token = again.json().value.token;
  });

  it('refuses a body without a session before reading it, whatever its size', async () => {
    const huge = nested(4 * 1024 * 1024);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/wps/cashier/deposit', { headers: json, payload: huge })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(401));
    expect(answers[0]?.json().code).toBe('UNAUTHORIZED');
    const health = await call('GET', '/healthz');
    expect(health.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a body over the route limit and one nested too deep, even with a session', async () => {
    const big = await call('POST', '/wps/cashier/deposit', {
      token,
      headers: json,
      payload: nested(DEFAULT_BODY_LIMIT),
    });
    expect(big.statusCode).toBe(413);
    const deep = await call('POST', '/wps/cashier/deposit', {
      token,
      headers: json,
      payload: `{"methodId":1,"amount":"100","x":${nested(MAX_JSON_DEPTH)}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().code).toBe('BODY_TOO_DEEP');
    // Proto poisoning is still refused as the default parser refuses it.
    const poisoned = await call('POST', '/wps/cashier/deposit', {
      token,
      headers: json,
      payload: '{"methodId":1,"amount":"100","__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
