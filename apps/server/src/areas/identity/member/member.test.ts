import { REMEMBER_ME_MS, SESSION_TTL_MS } from '@pf/shared';
import { describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { caller, captchaAnswer, demoMember, testClock } from '../../../test/member-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '../session/login-guard.ts';
import { DEMO_STARTING_BALANCE } from './demo-members.ts';

describe.each(dbKinds)('sessions and member info on %s', (kind) => {
  const clock = testClock();
  const t = suiteApp(kind, { now: clock.now });

  const call = caller(() => t);
  const login = (username: string, password: string, ip: string, extra: object = {}) =>
    call('POST', '/wps/session/login', { payload: { username, password, type: 'username', ...extra }, ip });
  const captchaFor = async (ip: string) => {
    clock.advance(1000);
    const res = await call('GET', '/wps/captcha', { ip });
    expect(res.statusCode).toBe(200);
    const { captchaId } = res.json().value;
    return { captchaId, captcha: await captchaAnswer(t, captchaId) };
  };
  const addMember = async (username: string, values: Parameters<typeof demoMember>[2] = {}) => {
    await demoMember(t, username, values);
  };

  it('logs demo01 in with a token and no forced password change', async () => {
    const res = await login(' demo01 ', 'Demo@1234', '10.1.0.1');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ userName: 'demo01', firstTimeLogin: false, passwordExpired: false });
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's SHA-256 is stored.
    const rows = await t.database.db.selectFrom('member_sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === v.token)).toBe(false);
  });

  it('refuses a wrong password or unknown user with the same answer, which asks for the captcha', async () => {
    for (const [u, p, ip] of [
      ['demo01', 'wrong', '10.1.1.1'],
      ['nobody', 'Demo@1234', '10.1.1.2'],
    ] as const) {
      const res = await login(u, p, ip);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'LOGIN_FAILED',
        message: 'Incorrect username or password',
        value: { captcha: true },
      });
    }
  });

  it('requires a correct, unused captcha after a failure', async () => {
    await addMember('capuser');
    const ip = '10.1.2.1';
    expect((await login('capuser', 'bad', ip)).json().value).toEqual({ captcha: true });
    const missing = await login('capuser', 'Secret@123', ip);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      message: 'Please enter the captcha',
      value: { captcha: true },
    });

    const wrong = await captchaFor(ip);
    const bad = await login('capuser', 'Secret@123', ip, { captchaId: wrong.captchaId, captcha: 'XXXXX' });
    expect(bad.json().code).toBe('CAPTCHA_INVALID');
    // A captcha is spent by a wrong guess too.
    const again = await login('capuser', 'Secret@123', ip, wrong);
    expect(again.json().code).toBe('CAPTCHA_INVALID');

    const right = await captchaFor(ip);
    const okRes = await login('capuser', 'Secret@123', ip, {
      ...right,
      captcha: right.captcha.toLowerCase(),
    });
    expect(okRes.statusCode).toBe(200);
    // Success clears the flag for this account and address.
    expect((await login('capuser', 'Secret@123', ip)).statusCode).toBe(200);
  });

  it('locks an account after repeated failures, whatever the address, until the lock ends', async () => {
    await addMember('lockme');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const ip = `10.1.3.${i + 1}`;
      const cap = i === 0 ? {} : await captchaFor(ip);
      const res = await login('lockme', 'bad', ip, cap);
      expect(res.json().code).toBe('LOGIN_FAILED');
    }
    const ip = '10.1.3.99';
    const cap = await captchaFor(ip);
    const locked = await login('lockme', 'Secret@123', ip, cap);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    clock.advance(LOGIN_LOCK_MS + 1);
    const after = await login('lockme', 'Secret@123', '10.1.3.100');
    expect(after.statusCode).toBe(200);
  });

  it('answers firstTimeLogin for a never-used account and passwordExpired after 90 days with PWDEXPFORCECHANGE3', async () => {
    await addMember('fresh01', { last_login_at: null });
    const first = await login('fresh01', 'Secret@123', '10.1.4.1');
    expect(first.json().value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const second = await login('fresh01', 'Secret@123', '10.1.4.1');
    expect(second.json().value.firstTimeLogin).toBe(false);

    await addMember('old01', {
      last_login_at: clock.now(),
      password_changed_at: new Date(clock.now().getTime() - 91 * 86_400_000),
    });
    expect((await login('old01', 'Secret@123', '10.1.4.2')).json().value.passwordExpired).toBe(true);
  });

  it('validates the login body, naming the field', async () => {
    const res = await call('POST', '/wps/session/login', { payload: { password: 'x' }, ip: '10.1.5.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body\.username/);
    const wrongType = await call('POST', '/wps/session/login', {
      payload: { username: 'demo01', password: 12345, type: 'username' },
      ip: '10.1.5.1',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^body\.password/);
  });

  it('answers member info for the token holder only', async () => {
    const token = (await login('demo01', 'Demo@1234', '10.1.6.1')).json().value.token;
    const info = await call('GET', '/wps/member/info', { token });
    expect(info.statusCode).toBe(200);
    expect(info.json().value).toMatchObject({
      account: 'demo01',
      nickname: 'Demo Player',
      type: 0,
      toUpline: true,
      clubLabel: {
        labelName: expect.any(String),
        color: expect.any(String),
        color2: expect.any(String),
        rankLevel: 1,
      },
      memberLabel: [],
    });
    const agent = (await login('agent01', 'Agent@1234', '10.1.6.1')).json().value.token;
    expect((await call('GET', '/wps/member/info', { token: agent })).json().value).toMatchObject({
      account: 'agent01',
      type: 1,
      toUpline: false,
      memberLabel: [{ labelName: 'Agent', color: expect.any(String) }],
    });
    const none = await call('GET', '/wps/member/info');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('You are not logged in, please login');
    expect((await call('GET', '/wps/member/info', { token: 'forged-token' })).statusCode).toBe(401);
  });

  it('answers a burst of member-info calls from different members, each with their own', async () => {
    const tokens = [
      ['demo01', (await login('demo01', 'Demo@1234', '10.1.6.2')).json().value.token],
      ['agent01', (await login('agent01', 'Agent@1234', '10.1.6.3')).json().value.token],
    ] as const;
    // Reads that arrive together share one query; none may get another member's row.
    const asks = Array.from({ length: 60 }, (_, i) => tokens[i % 2]!);
    const answers = await Promise.all(asks.map(([, token]) => call('GET', '/wps/member/info', { token })));
    expect(answers.map((res) => res.json().value.account)).toEqual(asks.map(([account]) => account));
  });

  it('revokes the token at logout', async () => {
    const token = (await login('demo01', 'Demo@1234', '10.1.7.1')).json().value.token;
    expect((await call('DELETE', '/wps/session/logout', { token })).statusCode).toBe(200);
    const after = await call('GET', '/wps/member/info', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'You are not logged in, please login',
    });
    expect((await call('DELETE', '/wps/session/logout', { token })).statusCode).toBe(401);
  });

  it('does not accept a token on another brand', async () => {
    const token = (await login('demo01', 'Demo@1234', '10.1.8.1')).json().value.token;
    await copyDemoBrand(t.database.db, 'other');
    const res = await call('GET', '/wps/member/info?merchantCode=other', { token });
    expect(res.statusCode).toBe(401);
  });

  it('opens a trial session (type 4) that the demo gate blocks and username login refuses', async () => {
    const res = await call('POST', '/wps/session/login/freeplay', { payload: { os: 'web', platform: 'W' } });
    expect(res.statusCode).toBe(200);
    const { token, userName } = res.json().value;
    const info = (await call('GET', '/wps/member/info', { token })).json().value;
    expect(info.type).toBe(4);
    expect(info.account).toBe(userName);
    for (const url of ['/wps/member/info/icon', '/wps/relay/MCSFE_getPlayerAvatar']) {
      const blocked = await call('GET', url, { token });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({
        code: 'DEMO_ACCOUNT',
        message: 'Please Register An Account First',
      });
    }
    await updateWhere(t.database.db, 'members', { username: userName })
      .set({ password_hash: await hashPassword('Demo@1234', TEST_COST) })
      .execute();
    const direct = await login(userName, 'Demo@1234', '10.1.9.9');
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toBe('Non-member account unable to login');
  });

  it('refuses a staff account on the member login with the non-member text', async () => {
    const res = await login('admin', 'Admin@1234', '10.1.10.1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'NON_MEMBER_LOGIN',
      message: 'Non-member account unable to login',
    });
  });

  it('shows and sets the avatar, and lists the avatars by GET and POST', async () => {
    const token = (await login('demo01', 'Demo@1234', '10.1.11.1')).json().value.token;
    expect((await call('GET', '/wps/member/info/icon', { token })).json().value).toMatchObject({
      avatarId: 1,
    });
    const set = await call('POST', '/wps/member/info/icon', { token, payload: { avatarId: 5 } });
    expect(set.json().value).toMatchObject({ avatarId: 5, url: '/avatars/5.webp' });
    expect((await call('GET', '/wps/member/info/icon', { token })).json().value.avatarId).toBe(5);
    expect(
      (await call('POST', '/wps/member/info/icon', { token, payload: { avatarId: 99 } })).json().code,
    ).toBe('AVATAR_UNKNOWN');
    expect(
      (await call('POST', '/wps/member/info/icon', { token, payload: { avatarId: 'x' } })).statusCode,
    ).toBe(400);
    const viaGet = await call('GET', '/wps/relay/MCSFE_getPlayerAvatar', { token });
    const viaPost = await call('POST', '/wps/relay/MCSFE_getPlayerAvatar', { token, payload: {} });
    expect(viaGet.json().value).toHaveLength(12);
    expect(viaPost.json().value).toEqual(viaGet.json().value);
    expect((await call('GET', '/wps/relay/MCSFE_getPlayerAvatar')).statusCode).toBe(401);
  });

  it("shows demo01's seeded opening balance as the wallet balance", async () => {
    const token = (await login('demo01', 'Demo@1234', '10.1.12.1')).json().value.token;
    const res = await call('GET', '/wps/v2/wallets/balance', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ sumBalance: '5000000.00', cash: '5000000.00', locked: '0.00' });
    const rows = await t.database.db.selectFrom('ledger_transfers').select(['kind', 'amount']).execute();
    expect(rows).toContainEqual({ kind: 'opening_balance', amount: DEMO_STARTING_BALANCE });
    expect((await call('GET', '/wps/v2/wallets/balance')).statusCode).toBe(401);
  });

  it("stores the member's language when they change it on the site (§4 Language change)", async () => {
    await addMember('lang01');
    const token = (await login('lang01', 'Secret@123', '10.1.21.1')).json().value.token as string;
    const stored = async () =>
      (
        await selectWhere(t.database.db, 'members', { username: 'lang01' })
          .select('language')
          .executeTakeFirstOrThrow()
      ).language;
    expect(await stored()).toBeNull();
    expect((await call('GET', '/wps/member/info', { token })).json().value.language).toBeNull();

    const set = (language: unknown, auth: string | undefined = token) =>
      call('POST', '/wps/member/info/language', { token: auth, payload: { language } });
    const res = await set('VI');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ language: 'VI' });
    expect(await stored()).toBe('VI');
    expect((await call('GET', '/wps/member/info', { token })).json().value.language).toBe('VI');
    expect((await set('JA')).json().value).toEqual({ language: 'JA' });
    expect(await stored()).toBe('JA');

    expect((await set('XX')).statusCode).toBe(400);
    expect((await set(7)).statusCode).toBe(400);
    expect(await stored()).toBe('JA');
    expect((await set('VI', '')).statusCode).toBe(401);
  });

  it('keeps a remembered login one day (§9) and any other for the normal session', async () => {
    await addMember('remember01');
    const normal = await login('remember01', 'Secret@123', '10.1.20.1');
    const remembered = await login('remember01', 'Secret@123', '10.1.20.2', { rememberMe: true });
    const at = clock.now().getTime();
    expect(Date.parse(normal.json().value.expiresAt)).toBe(at + SESSION_TTL_MS);
    expect(Date.parse(remembered.json().value.expiresAt)).toBe(at + REMEMBER_ME_MS);
    expect(SESSION_TTL_MS).toBeLessThan(REMEMBER_ME_MS);
    const status = async (token: string) =>
      (await call('GET', '/wps/member/info', { token: String(token) })).statusCode;
    const tokens = [normal.json().value.token, remembered.json().value.token];

    clock.advance(SESSION_TTL_MS - 1000);
    expect(await Promise.all(tokens.map(status))).toEqual([200, 200]);
    clock.advance(1000);
    expect(await Promise.all(tokens.map(status))).toEqual([401, 200]);
    clock.advance(REMEMBER_ME_MS - SESSION_TTL_MS - 1000);
    expect(await status(tokens[1])).toBe(200);
    clock.advance(1000);
    expect(await status(tokens[1])).toBe(401);
  });

  it('limits login requests per client address with 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await login('demo01', 'Demo@1234', '10.9.9.9')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    const last = await login('demo01', 'Demo@1234', '10.9.9.9');
    // The login window is one minute: the answer says so, and so does Retry-After.
    expect(last.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests, please try again after 1 minute.',
      value: { count: 1 },
    });
    const retryAfter = Number(last.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(last.json().value.retryAfterSeconds).toBe(retryAfter);
  });
});
