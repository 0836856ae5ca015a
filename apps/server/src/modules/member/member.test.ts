import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STARTING_BALANCE } from '../../db/seed/demo-members.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { dbKinds } from '../../test/test-db.ts';

describe.each(dbKinds)('sessions and member info on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    opts: { token?: string; payload?: object; ip?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        host: 'localhost',
        'x-forwarded-for': opts.ip ?? '10.0.0.1',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      ...(opts.payload ? { payload: opts.payload } : {}),
    });

  const login = (username: string, password: string, ip?: string) =>
    call('POST', '/wps/session/login', {
      payload: { username, password, type: 'username' },
      ...(ip ? { ip } : {}),
    });

  it('logs demo01 in with a token and no forced password change', async () => {
    const res = await login(' demo01 ', 'Demo@1234');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ userName: 'demo01', firstTimeLogin: false, passwordExpired: false });
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong password or unknown user with the same answer', async () => {
    for (const [u, p] of [
      ['demo01', 'wrong'],
      ['nobody', 'Demo@1234'],
    ] as const) {
      const res = await login(u, p, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'LOGIN_FAILED' });
    }
  });

  it('validates the login body, naming the field', async () => {
    const res = await call('POST', '/wps/session/login', { payload: { password: 'x' }, ip: '10.0.0.3' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body\.username/);
  });

  it('answers member info for the token holder only', async () => {
    const token = (await login('demo01', 'Demo@1234')).json().value.token;
    const info = await call('GET', '/wps/member/info', { token });
    expect(info.statusCode).toBe(200);
    expect(info.json().value).toMatchObject({
      account: 'demo01',
      nickname: 'Demo Player',
      type: 0,
      toUpline: true,
      clubLabel: { rankLevel: 1 },
      memberLabel: [],
    });
    const agent = (await login('agent01', 'Agent@1234')).json().value.token;
    expect((await call('GET', '/wps/member/info', { token: agent })).json().value).toMatchObject({
      account: 'agent01',
      type: 1,
    });
    const none = await call('GET', '/wps/member/info');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('You are not logged in, please login');
    expect((await call('GET', '/wps/member/info', { token: 'forged-token' })).statusCode).toBe(401);
  });

  it('revokes the token at logout', async () => {
    const token = (await login('demo01', 'Demo@1234')).json().value.token;
    expect((await call('DELETE', '/wps/session/logout', { token })).statusCode).toBe(200);
    const after = await call('GET', '/wps/member/info', { token });
    expect(after.statusCode).toBe(401);
    expect((await call('DELETE', '/wps/session/logout', { token })).statusCode).toBe(401);
  });

  it('does not accept a token on another brand', async () => {
    const token = (await login('demo01', 'Demo@1234')).json().value.token;
    const demo = await t.database.db
      .selectFrom('merchants')
      .selectAll()
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const { id: _i, created_at: _c, updated_at: _u, ...rest } = demo;
    await t.database.db
      .insertInto('merchants')
      .values({
        ...rest,
        code: 'other',
        is_default: false,
        config: JSON.stringify(rest.config),
        brand_settings: JSON.stringify(rest.brand_settings),
        register_config: JSON.stringify(rest.register_config),
        customer_service: '[]',
        social_links: '[]',
        resources: '[]',
      })
      .execute();
    const res = await call('GET', '/wps/member/info?merchantCode=other', { token });
    expect(res.statusCode).toBe(401);
  });

  it('opens a trial session (type 4) that the demo gate blocks and username login refuses', async () => {
    const res = await call('POST', '/wps/session/login/freeplay', { payload: { os: 'web' } });
    expect(res.statusCode).toBe(200);
    const { token, userName } = res.json().value;
    const info = (await call('GET', '/wps/member/info', { token })).json().value;
    expect(info.type).toBe(4);
    expect(info.account).toBe(userName);
    const member = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', userName)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('members')
      .set({
        password_hash: (
          await t.database.db
            .selectFrom('members')
            .select('password_hash')
            .where('username', '=', 'demo01')
            .executeTakeFirstOrThrow()
        ).password_hash,
      })
      .where('id', '=', member.id)
      .execute();
    const direct = await login(userName, 'Demo@1234', '10.0.0.9');
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toBe('Non-member account unable to login');
  });

  it("shows demo01's seeded deposit as the wallet balance", async () => {
    const token = (await login('demo01', 'Demo@1234')).json().value.token;
    const res = await call('GET', '/wps/v2/wallets/balance', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ sumBalance: '5000000.00', cash: '5000000.00', locked: '0.00' });
    const rows = await t.database.db.selectFrom('ledger_transfers').select(['kind', 'amount']).execute();
    expect(rows).toContainEqual({ kind: 'deposit', amount: DEMO_STARTING_BALANCE });
    expect((await call('GET', '/wps/v2/wallets/balance')).statusCode).toBe(401);
  });

  it('limits login attempts per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await login('demo01', 'wrong', '10.9.9.9')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});
