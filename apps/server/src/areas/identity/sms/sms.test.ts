import { describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { caller, demoMember, testClock } from '../../../test/member-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { latestSandboxCode, readSandboxSms } from './sms.provider.ts';
import { SMS_CODE_TTL_MINUTES, SMS_MAX_ATTEMPTS, SMS_MAX_PER_WINDOW } from './sms.service.ts';

describe.each(dbKinds)('SMS codes on %s', (kind) => {
  const clock = testClock();
  const t = suiteApp(kind, { now: clock.now });

  const call = caller(() => t);
  let seq = 0;
  /** A member with a fresh number of their own: '84' + national. */
  async function memberWithMobile() {
    seq += 1;
    const national = `90100${String(seq).padStart(4, '0')}`;
    await demoMember(t, `sms${seq}`, {
      country_dialing_code: '84',
      mobile_no: national,
      last_login_at: null,
    });
    return { national, phone: `84${national}`, username: `sms${seq}` };
  }
  const send = (purpose: 'noLogin' | 'register', mobileNo: string, ip = '10.3.0.1') => {
    clock.advance(1000);
    return call('POST', `/wps/verification/sms/${purpose}`, {
      payload: { countryDialingCode: '84', mobileNo },
      ip,
    });
  };
  const smsLogin = (mobile: string, code: string, ip = '10.3.1.1') =>
    call('POST', '/wps/session/login', {
      payload: { username: mobile, password: code, type: 'sms', countryDialingCode: '84' },
      ip,
    });

  it('sends a 6-digit code through the sandbox, stores only its hash, and answers expiredMinutes', async () => {
    const m = await memberWithMobile();
    const res = await send('noLogin', m.national);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ expiredMinutes: SMS_CODE_TTL_MINUTES });
    const code = await latestSandboxCode(t.database.db, m.phone);
    expect(code).toMatch(/^\d{6}$/);
    const row = await selectWhere(t.database.db, 'verification_codes', { phone: m.phone })
      .select('code_hash')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
  });

  it('logs in by SMS once per code, without the forced password change', async () => {
    const m = await memberWithMobile();
    await send('noLogin', `0${m.national}`);
    const code = (await latestSandboxCode(t.database.db, m.phone)) as string;
    const res = await smsLogin(`0${m.national}`, code);
    expect(res.statusCode).toBe(200);
    // The account never logged in, yet an SMS login is not sent to the change-password step.
    expect(res.json().value).toMatchObject({
      userName: m.username,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    const reused = await smsLogin(m.national, code, '10.3.1.2');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'auth/invalid-verification-code',
      message: 'Verification code is not valid',
      value: { captcha: true },
    });
  });

  it('reads a phone number by one rule in username and SMS login: with or without its 0, spaced or not', async () => {
    const passwordLogin = (username: string, ip: string) =>
      call('POST', '/wps/session/login', {
        payload: { username, password: 'Secret@123', type: 'username' },
        ip,
      });
    // Mobile registration names the account by its number with the leading 0.
    const m = await memberWithMobile();
    const byNumber = `0${m.national}`;
    await updateWhere(t.database.db, 'members', { username: m.username })
      .set({ username: byNumber })
      .execute();
    const written = [
      m.national,
      byNumber,
      `0${m.national.slice(0, 3)} ${m.national.slice(3, 6)} ${m.national.slice(6)}`,
    ];
    for (const [i, typed] of written.entries()) {
      const res = await passwordLogin(typed, `10.3.7.${i}`);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().value.userName).toBe(byNumber);
      await send('noLogin', typed);
      const code = (await latestSandboxCode(t.database.db, m.phone)) as string;
      const sms = await smsLogin(typed, code, `10.3.8.${i}`);
      expect(sms.statusCode, typed).toBe(200);
      expect(sms.json().value.userName).toBe(byNumber);
    }

    // An account with a name of its own also answers to its mobile number in the username form.
    const named = await memberWithMobile();
    for (const [i, typed] of [named.national, `0${named.national}`].entries()) {
      const res = await passwordLogin(typed, `10.3.9.${i}`);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().value.userName).toBe(named.username);
    }
    // Failures count against one account however the number is written.
    const wrong = await call('POST', '/wps/session/login', {
      payload: { username: named.national, password: 'nope', type: 'username' },
      ip: '10.3.9.9',
    });
    expect(wrong.json().code).toBe('LOGIN_FAILED');
    const next = await passwordLogin(`0${named.national}`, '10.3.9.10');
    expect(next.json().code).toBe('CAPTCHA_REQUIRED');
  });

  it('refuses an expired code with its own text', async () => {
    const m = await memberWithMobile();
    await send('noLogin', m.national);
    const code = (await latestSandboxCode(t.database.db, m.phone)) as string;
    clock.advance(SMS_CODE_TTL_MINUTES * 60_000 + 1);
    const res = await smsLogin(m.national, code, '10.3.2.1');
    expect(res.json()).toMatchObject({
      code: 'auth/code-expired',
      message: 'Verification code has expired, please send again.',
    });
  });

  it('spends a code after too many wrong guesses', async () => {
    const m = await memberWithMobile();
    await send('noLogin', m.national);
    const code = (await latestSandboxCode(t.database.db, m.phone)) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    // The phone reset spends codes without the login's own lock in between.
    const reset = (verificationCode: string, ip: string) =>
      call('POST', '/wps/member/password/verification', {
        payload: {
          newPassword: 'Newpass@123',
          mobileNum: m.national,
          countryDialingCode: '84',
          verificationCode,
        },
        ip,
      });
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) {
      expect((await reset(wrong, `10.3.3.${i + 1}`)).json().code).toBe('auth/invalid-verification-code');
    }
    const row = await selectWhere(t.database.db, 'verification_codes', { phone: m.phone })
      .select(['attempts', 'consumed_at'])
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(SMS_MAX_ATTEMPTS);
    expect(row.consumed_at).not.toBeNull();
    expect((await reset(code, '10.3.3.99')).json().code).toBe('auth/invalid-verification-code');
  });

  it('throttles sends to one per second and locks a number out for 5 minutes after too many', async () => {
    const m = await memberWithMobile();
    expect((await send('noLogin', m.national)).statusCode).toBe(200);
    const fast = await call('POST', '/wps/verification/sms/noLogin', {
      payload: { countryDialingCode: '84', mobileNo: m.national },
      ip: '10.3.4.1',
    });
    expect(fast.statusCode).toBe(429);
    expect(fast.json()).toMatchObject({
      code: 'auth/too-many-requests',
      message: 'Too many requests, please try again after 5 minutes.',
    });
    for (let i = 1; i < SMS_MAX_PER_WINDOW; i++)
      expect((await send('noLogin', m.national)).statusCode).toBe(200);
    expect((await send('noLogin', m.national)).statusCode).toBe(429);
    clock.advance(4 * 60_000);
    expect((await send('noLogin', m.national)).statusCode).toBe(429);
    clock.advance(60_000);
    expect((await send('noLogin', m.national)).statusCode).toBe(200);
  });

  it('answers an unknown number on the no-login flow like a known one, sending nothing', async () => {
    const res = await send('noLogin', '955555555');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ expiredMinutes: SMS_CODE_TTL_MINUTES });
    expect(await readSandboxSms(t.database.db, '84955555555')).toEqual([]);
  });

  it('validates the request', async () => {
    for (const payload of [
      { countryDialingCode: 'abc', mobileNo: '912345678' },
      { countryDialingCode: '84' },
      { countryDialingCode: '84', mobileNo: '12ab' },
      { countryDialingCode: 84, mobileNo: 912345678 },
    ]) {
      const res = await call('POST', '/wps/verification/sms/register', { payload, ip: '10.3.5.1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('lets staff read the sandbox, and nobody else', async () => {
    const m = await memberWithMobile();
    await send('noLogin', m.national);
    const staff = await staffToken(() => t, 'admin', 'Admin@1234');
    const res = await call('GET', `/bo/api/sandbox/sms?mobileNo=${m.national}&countryDialingCode=84`, {
      token: staff,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value[0].body).toMatch(/Your verification code is \d{6}\./);
    expect(
      (await call('GET', `/bo/api/sandbox/sms?mobileNo=${m.phone}`, { token: staff })).json().value,
    ).toHaveLength(1);
    expect((await call('GET', `/bo/api/sandbox/sms?mobileNo=${m.phone}`)).statusCode).toBe(401);
    const member = (
      await call('POST', '/wps/session/login', {
        payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
        ip: '10.3.6.1',
      })
    ).json().value.token;
    expect((await call('GET', `/bo/api/sandbox/sms?mobileNo=${m.phone}`, { token: member })).statusCode).toBe(
      401,
    );
  });
});
