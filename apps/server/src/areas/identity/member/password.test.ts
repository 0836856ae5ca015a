import { describe, expect, it } from 'vitest';
import { updateWhere } from '../../../db/update-where.ts';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { copyDemoBrand } from '../../../test/brand-kit.ts';
import { caller, demoMember, testClock } from '../../../test/member-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { latestSandboxCode } from '../sms/sms.provider.ts';
import { readSandboxMail } from './mail.provider.ts';
import { RESET_LINK_TTL_MS } from './password.service.ts';

describe.each(dbKinds)('passwords on %s', (kind) => {
  const clock = testClock();
  const t = suiteApp(kind, { now: clock.now });

  const call = caller(() => t);
  let seq = 0;
  async function member() {
    seq += 1;
    const username = `pw${seq}user`;
    const national = `93300${String(seq).padStart(4, '0')}`;
    await demoMember(t, username, {
      email: `${username}@example.com`,
      country_dialing_code: '84',
      mobile_no: national,
      last_login_at: clock.now(),
    });
    return { username, email: `${username}@example.com`, national };
  }
  const login = async (username: string, password: string, ip = `10.5.0.${seq}`) =>
    call('POST', '/wps/session/login', { payload: { username, password, type: 'username' }, ip });
  const tokenOf = async (username: string, password = 'Secret@123') =>
    (await login(username, password)).json().value.token as string;
  const change = (token: string, body: object) =>
    call('POST', '/wps/member/password', { token, payload: body, ip: `10.5.1.${seq}` });

  it('changes the password after checking the old one and the rule; other sessions end', async () => {
    const m = await member();
    const token = await tokenOf(m.username);
    const other = await tokenOf(m.username);
    const bad = [
      [
        { oldPassword: 'nope', newPassword: 'Fresh@1234', confirmNewPassword: 'Fresh@1234' },
        'OLD_PASSWORD_WRONG',
      ],
      [{ oldPassword: 'Secret@123', newPassword: 'Ab@1', confirmNewPassword: 'Ab@1' }, 'PASSWORD_LENGTH'],
      [
        { oldPassword: 'Secret@123', newPassword: 'weakpassword', confirmNewPassword: 'weakpassword' },
        'PASSWORD_RULE',
      ],
      [
        { oldPassword: 'Secret@123', newPassword: 'Fresh@1234', confirmNewPassword: 'Fresh@9999' },
        'CONFIRM_MISMATCH',
      ],
      [
        { oldPassword: 'Secret@123', newPassword: 'Secret@123', confirmNewPassword: 'Secret@123' },
        'PASSWORD_REUSED',
      ],
    ] as const;
    for (const [body, code] of bad) {
      const res = await change(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect((await change(token, { oldPassword: 'Secret@123' })).statusCode).toBe(400);
    const ok = await change(token, {
      oldPassword: 'Secret@123',
      newPassword: 'Fresh@1234',
      confirmNewPassword: 'Fresh@1234',
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/wps/member/info', { token })).statusCode).toBe(200);
    expect((await call('GET', '/wps/member/info', { token: other })).statusCode).toBe(401);
    expect((await login(m.username, 'Fresh@1234')).statusCode).toBe(200);
    expect((await login(m.username, 'Secret@123', '10.5.9.1')).statusCode).toBe(401);
  });

  it('keeps the change behind a real session', async () => {
    expect(
      (await change('', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' })).statusCode,
    ).toBe(401);
    const trial = (await call('POST', '/wps/session/login/freeplay', { payload: {} })).json().value.token;
    const res = await change(trial, {
      oldPassword: 'a',
      newPassword: 'Fresh@1234',
      confirmNewPassword: 'Fresh@1234',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('DEMO_ACCOUNT');
  });

  it('settles the first-login change step', async () => {
    const m = await member();
    await updateWhere(t.database.db, 'members', { username: m.username })
      .set({ last_login_at: null })
      .execute();
    const first = await login(m.username, 'Secret@123');
    expect(first.json().value.firstTimeLogin).toBe(true);
    await change(first.json().value.token, {
      oldPassword: 'Secret@123',
      newPassword: 'Fresh@1234',
      confirmNewPassword: 'Fresh@1234',
    });
    expect((await login(m.username, 'Fresh@1234')).json().value.firstTimeLogin).toBe(false);
  });

  it('mails a one-time reset link when username and email match', async () => {
    const m = await member();
    const wrong = await call('POST', '/wps/member/password/email', {
      payload: { username: m.username, email: 'other@example.com' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({
      code: 'USER_EMAIL_NOT_FOUND',
      message: 'Username/Email does not exist',
    });
    expect(await readSandboxMail(t.database.db, m.email)).toEqual([]);

    // The web posts a form; the link names a registered domain even when the Host header lies.
    const res = await call('POST', '/wps/member/password/email', {
      payload: `username=${m.username}&email=${m.email.toUpperCase()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('A password reset link has been sent to your email');
    const [mail] = await readSandboxMail(t.database.db, m.email);
    const link = /(https?:\/\/\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(new URL(link).hostname).toBe('localhost');
    const token = new URL(link).searchParams.get('token') ?? '';

    const mismatch = await call('POST', '/wps/member/password/reset', {
      payload: { token, newPassword: 'Reset@1234', confirmNewPassword: 'Reset@9999' },
    });
    expect(mismatch.json().code).toBe('CONFIRM_MISMATCH');
    const reset = await call('POST', '/wps/member/password/reset', {
      payload: { token, newPassword: 'Reset@1234', confirmNewPassword: 'Reset@1234' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(m.username, 'Reset@1234')).statusCode).toBe(200);
    const reused = await call('POST', '/wps/member/password/reset', {
      payload: { token, newPassword: 'Again@1234', confirmNewPassword: 'Again@1234' },
    });
    expect(reused.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
  });

  it('lets staff read the reset mail in the sandbox outbox; its link resets the password end to end', async () => {
    const m = await member();
    const staffLogin = (username: string, password: string) =>
      staffToken(() => t, username, password, '10.5.7.1');
    const admin = await staffLogin('admin', 'Admin@1234');
    const outbox = (to: string, token?: string) =>
      call('GET', `/bo/api/sandbox/mail?to=${encodeURIComponent(to)}`, token ? { token } : {});

    const unknown = await call('POST', '/wps/member/password/email', {
      payload: { username: 'nobody-here', email: m.email },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'USER_EMAIL_NOT_FOUND',
      message: 'Username/Email does not exist',
    });
    expect((await outbox(m.email, admin)).json().value).toEqual([]);

    const sent = await call('POST', '/wps/member/password/email', {
      payload: { username: m.username, email: m.email },
    });
    expect(sent.statusCode).toBe(200);
    const read = await outbox(m.email.toUpperCase(), admin);
    expect(read.statusCode).toBe(200);
    const [mail] = read.json().value;
    expect(mail).toMatchObject({ to: m.email, subject: expect.stringContaining('reset your password') });
    expect(new Date(mail.sentAt).toISOString()).toBe(mail.sentAt);

    // The link leads to the site's reset page on the brand's own host, with the token.
    const link = new URL(/(https?:\/\/\S+)/.exec(mail.body)?.[1] ?? '');
    expect(link.hostname).toBe('localhost');
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token') ?? '';
    const reset = await call('POST', '/wps/member/password/reset', {
      payload: { token, newPassword: 'Mailed@1234', confirmNewPassword: 'Mailed@1234' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(m.username, 'Mailed@1234')).statusCode).toBe(200);

    // Only staff read the outbox, and a brand's staff only their brand's mail.
    expect((await outbox(m.email)).statusCode).toBe(401);
    expect((await outbox(m.email, await tokenOf(m.username, 'Mailed@1234'))).statusCode).toBe(401);
    const other = await copyDemoBrand(t.database.db, 'mailother');
    await t.database.db
      .insertInto('staff')
      .values({
        username: 'mailstaff',
        password_hash: await hashPassword('Staff@1234', TEST_COST),
        roles: ['content'],
        merchant_id: other.id,
      })
      .execute();
    const foreign = await outbox(m.email, await staffLogin('mailstaff', 'Staff@1234'));
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().value).toEqual([]);
    expect((await call('GET', '/bo/api/sandbox/mail?to=not-an-email', { token: admin })).statusCode).toBe(
      400,
    );
  });

  it('refuses an expired reset link', async () => {
    const m = await member();
    await call('POST', '/wps/member/password/email', { payload: { username: m.username, email: m.email } });
    const [mail] = await readSandboxMail(t.database.db, m.email);
    const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    clock.advance(RESET_LINK_TTL_MS + 1);
    const res = await call('POST', '/wps/member/password/reset', {
      payload: { token, newPassword: 'Reset@1234', confirmNewPassword: 'Reset@1234' },
    });
    expect(res.json().code).toBe('RESET_LINK_INVALID');
  });

  it('resets by phone code and logs the member in; old sessions end and the code is spent', async () => {
    const m = await member();
    const old = await tokenOf(m.username);
    clock.advance(1000);
    await call('POST', '/wps/verification/sms/noLogin', {
      payload: { countryDialingCode: '84', mobileNum: m.national },
      ip: '10.5.5.1',
    });
    const code = (await latestSandboxCode(t.database.db, `84${m.national}`)) as string;
    const body = {
      newPassword: 'Phone@1234',
      mobileNum: `0${m.national}`,
      countryDialingCode: '84',
      verificationCode: code,
    };
    const weak = await call('POST', '/wps/member/password/verification', {
      payload: { ...body, newPassword: 'weak' },
    });
    expect(weak.json().code).toBe('PASSWORD_LENGTH');
    const res = await call('POST', '/wps/member/password/verification', { payload: body });
    expect(res.statusCode).toBe(200);
    const { token, userName } = res.json().value;
    expect(userName).toBe(m.username);
    expect((await call('GET', '/wps/member/info', { token })).json().value.account).toBe(m.username);
    expect((await call('GET', '/wps/member/info', { token: old })).statusCode).toBe(401);
    expect((await login(m.username, 'Phone@1234')).statusCode).toBe(200);
    const again = await call('POST', '/wps/member/password/verification', { payload: body });
    expect(again.json().code).toBe('auth/invalid-verification-code');
  });
});
