import type { RegisterConfig } from '@pf/shared';
import { describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { changeHeard } from '../../../test/changes.ts';
import { caller, forgedPngDataUrl, jpegDataUrl, pngDataUrl, testClock } from '../../../test/member-kit.ts';
import { rowCount } from '../../../test/row-count.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { latestSandboxCode } from '../sms/sms.provider.ts';

const valid = {
  username: 'player01',
  password: 'Play@1234',
  confirmPassword: 'Play@1234',
  birthday: '1990-05-05',
  idType: 12,
  placeOfBirth: 'Hanoi',
  address: '1 Main Street',
  nationality: 'VN',
  occupation: 3,
  sourceOfIncome: 1,
  affiliateCode: 'AGENT01',
  agree: true,
  login: true,
  registerMethod: 'register',
  // Captcha-provider extras are ignored.
  geetest_challenge: 'x',
};

describe.each(dbKinds)('registration on %s', (kind) => {
  const clock = testClock(new Date('2026-03-01T08:00:00Z'));
  const t = suiteApp(kind, { now: clock.now });

  const call = caller(() => t);
  let ipSeq = 0;
  const register = (payload: object, mobile = false) =>
    call('PUT', mobile ? '/wps/member/register/mobile' : '/wps/member/register', {
      payload,
      ip: `10.2.0.${++ipSeq}`,
    });
  const memberCount = () => rowCount(t.database.db, 'members');
  const merchantRow = () =>
    t.database.db.selectFrom('merchants').selectAll().where('code', '=', 'demo').executeTakeFirstOrThrow();
  async function withConfig(change: (c: RegisterConfig) => void, regionalVariant?: boolean) {
    const m = await merchantRow();
    const config = structuredClone(m.register_config);
    change(config);
    await changeHeard(t.app, 'merchant', () =>
      updateWhere(t.database.db, 'merchants', { id: m.id })
        .set({
          register_config: JSON.stringify(config),
          ...(regionalVariant === undefined
            ? {}
            : { brand_settings: JSON.stringify({ ...m.brand_settings, regionalVariant }) }),
        })
        .execute(),
    );
    return async () => {
      await changeHeard(t.app, 'merchant', () =>
        updateWhere(t.database.db, 'merchants', { id: m.id })
          .set({
            register_config: JSON.stringify(m.register_config),
            brand_settings: JSON.stringify(m.brand_settings),
          })
          .execute(),
      );
    };
  }
  async function setModule(code: string, enabled: boolean) {
    const m = await merchantRow();
    await changeHeard(t.app, 'merchant', () =>
      updateWhere(t.database.db, 'merchant_modules', { merchant_id: m.id, code }).set({ enabled }).execute(),
    );
  }

  it('registers, logs the member in and makes the affiliate code owner the upline', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ userName: 'player01', firstTimeLogin: false, passwordExpired: false });
    const info = await call('GET', '/wps/member/info', { token: v.token });
    expect(info.json().value).toMatchObject({ account: 'player01', type: 0, toUpline: true });
    const row = await t.database.db
      .selectFrom('members as m')
      .innerJoin('members as u', 'u.id', 'm.upline_id')
      .select(['u.username as upline', 'm.profile', 'm.register_ip'])
      .where('m.username', '=', 'player01')
      .executeTakeFirstOrThrow();
    expect(row.upline).toBe('agent01');
    expect(row.profile).toMatchObject({ address: '1 Main Street', occupation: '3', idType: '12' });
    expect(row.profile).not.toHaveProperty('geetest_challenge');
    // The new member signs in with the chosen password, without a forced change.
    const login = await call('POST', '/wps/session/login', {
      payload: { username: 'player01', password: 'Play@1234', type: 'username' },
      ip: '10.2.9.1',
    });
    expect(login.json().value).toMatchObject({ firstTimeLogin: false });
  });

  it("counts registering as the member's first login: the upline sees it no earlier than the account", async () => {
    const res = await register({ ...valid, username: 'joined01' });
    expect(res.statusCode).toBe(200);
    const agent = await call('POST', '/wps/session/login', {
      payload: { username: 'agent01', password: 'Agent@1234', type: 'username' },
      ip: '10.2.9.2',
    });
    const team = await call('GET', '/wps/agent/team/members?username=joined01', {
      token: agent.json().value.token,
    });
    expect(team.statusCode).toBe(200);
    const [row] = team.json().value.list as { createdAt: string; lastLoginAt: string | null }[];
    expect(row?.lastLoginAt).not.toBeNull();
    expect(Date.parse(row?.lastLoginAt ?? '')).toBeGreaterThanOrEqual(Date.parse(row?.createdAt ?? ''));
    // Without the login flag nobody has signed in yet.
    await register({ ...valid, username: 'joined02', login: false });
    const quiet = await call('GET', '/wps/agent/team/members?username=joined02', {
      token: agent.json().value.token,
    });
    expect(quiet.json().value.list).toEqual([expect.objectContaining({ lastLoginAt: null })]);
  });

  it('refuses a username that exists in any letter case', async () => {
    const res = await register({ ...valid, username: 'PLAYER01' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USERNAME_TAKEN', value: { field: 'username' } });
  });

  it.each([
    ['a username against the pattern', { username: '1abcde' }, 'FIELD_PATTERN', 'username'],
    ['a short password', { password: 'Ab@1', confirmPassword: 'Ab@1' }, 'PASSWORD_LENGTH', 'password'],
    [
      'a weak password',
      { password: 'alllower12', confirmPassword: 'alllower12' },
      'FIELD_PATTERN',
      'password',
    ],
    ['a different confirmation', { confirmPassword: 'Play@12345' }, 'CONFIRM_MISMATCH', 'confirmPassword'],
    [
      'an age under 18 (the demo brand is not the regional variant)',
      { birthday: '2008-03-02' },
      'AGE_UNDER',
      'birthday',
    ],
    ['a birthday in the future', { birthday: '2030-01-01' }, 'BIRTHDAY_INVALID', 'birthday'],
    ['an impossible date', { birthday: '1990-02-30' }, 'BIRTHDAY_INVALID', 'birthday'],
    ['no ID type', { idType: undefined }, 'ID_TYPE_REQUIRED', 'idType'],
    ['an ID type outside the 12', { idType: 13 }, 'ID_TYPE_REQUIRED', 'idType'],
    ['a missing step-2 field', { address: '' }, 'FILL_IN', 'address'],
    ['an unknown affiliate code', { affiliateCode: 'NOSUCH' }, 'INVITATION_CODE_INVALID', 'affiliateCode'],
    ['the disclaimer unticked', { agree: false }, 'DISCLAIMER_REQUIRED', 'agree'],
  ])('refuses %s and creates nothing', async (_name, change, code, field) => {
    const before = await memberCount();
    const res = await register({ ...valid, username: 'newbie01', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code, value: { field } });
    expect(await memberCount()).toBe(before);
  });

  it('states the §5 texts', async () => {
    const short = await register({
      ...valid,
      username: 'newbie02',
      password: 'Ab@1',
      confirmPassword: 'Ab@1',
    });
    expect(short.json().message).toBe('Please fill in your password with 8 - 20 characters');
    const young = await register({ ...valid, username: 'newbie02', birthday: '2010-01-01' });
    expect(young.json().message).toBe('You must be 18 or over to register');
    const step2 = await register({ ...valid, username: 'newbie02', nationality: '' });
    expect(step2.json().message).toBe('Please fill in your nationality');
    const code = await register({ ...valid, username: 'newbie02', affiliateCode: 'NOSUCH' });
    expect(code.json().message).toBe('Invalid invitation code');
  });

  it('refuses wrong types with 400 naming the field', async () => {
    const res = await register({ ...valid, username: { x: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().message).toMatch(/^body\.username/);
    expect((await register({ ...valid, idType: 'passport' })).json().message).toMatch(/^body\.idType/);
    expect((await register({ ...valid, agree: 'yes' })).json().message).toMatch(/^body\.agree/);
  });

  it("asks the brand's variant's age: 18 by default and 21 for the regional variant", async () => {
    const nineteen = { ...valid, birthday: '2007-01-15', affiliateCode: undefined };
    // The demo brand is not the regional variant: its registration, disclaimer and footer all say 18.
    const restore = await withConfig(() => undefined, false);
    try {
      expect((await register({ ...nineteen, username: 'teen0001' })).statusCode).toBe(200);
      const seventeen = await register({ ...nineteen, username: 'teen0002', birthday: '2009-01-15' });
      expect(seventeen.json()).toMatchObject({
        code: 'AGE_UNDER',
        message: 'You must be 18 or over to register',
      });
      await withConfig(() => undefined, true);
      const regional = await register({ ...nineteen, username: 'teen0003' });
      expect(regional.json()).toMatchObject({
        code: 'AGE_UNDER',
        message: 'You must be 21 or over to register',
      });
    } finally {
      await restore();
    }
  });

  it('registers by mobile number with an SMS code; the username is the number with a leading 0', async () => {
    const body = {
      ...valid,
      username: undefined,
      mobileNum: '987654321',
      countryDialingCode: '+84',
      affiliateCode: undefined,
    };
    const missing = await register(body, true);
    expect(missing.json()).toMatchObject({ code: 'auth/missing-verification-code' });
    const sent = await call('POST', '/wps/verification/sms/register', {
      payload: { countryDialingCode: '84', mobileNo: '987654321' },
      ip: '10.2.8.1',
    });
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const code = await latestSandboxCode(t.database.db, '84987654321');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await register(
      { ...body, verificationCode: code === '000000' ? '111111' : '000000' },
      true,
    );
    expect(wrong.json()).toMatchObject({ code: 'auth/invalid-verification-code' });
    const res = await register({ ...body, verificationCode: code }, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe('0987654321');
    const row = await selectWhere(t.database.db, 'members', { username: '0987654321' })
      .select(['country_dialing_code', 'mobile_no'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ country_dialing_code: '84', mobile_no: '987654321' });
    // The number is now taken, for the SMS step and for registration.
    const again = await call('POST', '/wps/verification/sms/register', {
      payload: { countryDialingCode: '84', mobileNum: '0987654321' },
      ip: '10.2.8.2',
    });
    expect(again.json().code).toBe('MOBILE_TAKEN');
  });

  it('follows the module flags', async () => {
    await setModule('MOBILENUMREG3', false);
    const mobile = await register({ ...valid, mobileNum: '912000111', countryDialingCode: '84' }, true);
    expect(mobile.statusCode).toBe(403);
    expect(mobile.json().code).toBe('MODULE_DISABLED');
    await setModule('MOBILENUMREG3', true);
    await setModule('DIRECTREG3', false);
    expect((await register({ ...valid, username: 'flagged01' })).statusCode).toBe(403);
    await setModule('DIRECTREG3', true);
  });

  it('returns no session when the login flag is false', async () => {
    const res = await register({ ...valid, username: 'nologin01', login: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ userName: 'nologin01' });
  });

  it('asks for the captcha when the register config turns it on', async () => {
    const restore = await withConfig((c) => {
      c.captcha = true;
    });
    try {
      const res = await register({ ...valid, username: 'captcha01' });
      expect(res.json().code).toBe('CAPTCHA_REQUIRED');
    } finally {
      await restore();
    }
  });

  it('stores ID images sent with the registration, the front reused as the back; a forged one stops it', async () => {
    const forged = await register({
      ...valid,
      username: 'withid02',
      idCardFront: forgedPngDataUrl,
      idCardSelfie: jpegDataUrl,
    });
    expect(forged.json().code).toBe('IMAGE_TYPE');
    expect(
      await selectWhere(t.database.db, 'members', { username: 'withid02' }).select('id').executeTakeFirst(),
    ).toBeUndefined();

    const res = await register({
      ...valid,
      username: 'withid01',
      idCardFront: pngDataUrl,
      idCardSelfie: jpegDataUrl,
    });
    expect(res.statusCode).toBe(200);
    const images = await t.database.db
      .selectFrom('kyc_images as i')
      .innerJoin('members as m', 'm.id', 'i.member_id')
      .select(['i.kind', 'i.sha256', 'i.content_type'])
      .where('m.username', '=', 'withid01')
      .execute();
    const byKind = Object.fromEntries(images.map((i) => [i.kind, i]));
    expect(byKind.back?.sha256).toBe(byKind.front?.sha256);
    expect(byKind.selfie?.content_type).toBe('image/jpeg');
    const sc = await call('GET', '/wps/v2/member/securityConfig', { token: res.json().value.token });
    expect(sc.json().value.info.idVerification).toMatchObject({ enabled: true, status: 'P' });
  });

  it('hands the identity details of both steps to the KYC record staff review', async () => {
    const restore = await withConfig((c) => {
      if (c.fields.idNumber) c.fields.idNumber.show = true;
    });
    try {
      const res = await register({
        ...valid,
        username: 'kycreg01',
        payeeName: 'Nguyen Van An',
        idNumber: 'B1234567',
        permanentAddress: '2 River Road',
      });
      expect(res.statusCode).toBe(200);
      const token = res.json().value.token as string;
      // The site sends the ID photos right after the account exists (the review then starts).
      const upload = await call('POST', '/wps/relay/MCSFE_uploadIdImg', {
        token,
        payload: { idCardFront: pngDataUrl, idCardBack: pngDataUrl, idCardSelfie: jpegDataUrl },
      });
      expect(upload.statusCode).toBe(200);
      const staff = await staffToken(() => t, 'admin', 'Admin@1234', '10.2.9.3');
      const queue = await call('GET', '/bo/api/kyc?status=P', { token: staff });
      expect(queue.statusCode).toBe(200);
      const review = (queue.json().value as { username: string }[]).find((r) => r.username === 'kycreg01');
      expect(review).toMatchObject({
        idType: 12,
        personal: {
          idType: 12,
          payeename: 'Nguyen Van An',
          idNumber: 'B1234567',
          birthday: '1990-05-05',
          placeOfBirth: 'Hanoi',
          address: '1 Main Street',
          permanentAddress: '2 River Road',
          nationality: 'VN',
          occupation: 3,
          sourceOfIncome: 1,
        },
      });
      const sc = await call('GET', '/wps/v2/member/securityConfig', { token });
      expect(sc.json().value.info.idVerification).toMatchObject({ isComplete: true, status: 'P' });
      // Without the real name the personal details are not complete: the member is asked for them.
      const partial = await register({ ...valid, username: 'kycreg02' });
      const partialToken = partial.json().value.token as string;
      await call('POST', '/wps/relay/MCSFE_uploadIdImg', {
        token: partialToken,
        payload: { idCardFront: pngDataUrl, idCardSelfie: jpegDataUrl },
      });
      const asked = await call('GET', '/wps/v2/member/securityConfig', { token: partialToken });
      expect(asked.json().value.info.idVerification).toMatchObject({ isComplete: false, status: 'P' });
    } finally {
      await restore();
    }
  });

  it('records a member referral code as the referrer and links no upline', async () => {
    const referrer = await selectWhere(t.database.db, 'members', { username: 'vip01' })
      .select('id')
      .executeTakeFirstOrThrow();
    const code = `R${referrer.id.toString(36).toUpperCase().padStart(5, '0')}`;
    const check = await call('GET', `/wps/agent/affiliate?code=${code}&domain=localhost`);
    expect(check.json().value).toMatchObject({ valid: true });
    const res = await register({ ...valid, username: 'invited01', affiliateCode: code });
    expect(res.json()).toMatchObject({ value: { userName: 'invited01' } });
    const row = await t.database.db
      .selectFrom('members as m')
      .innerJoin('referrals as r', 'r.invitee_id', 'm.id')
      .select(['m.upline_id', 'r.referrer_id', 'r.rewarded_at'])
      .where('m.username', '=', 'invited01')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ upline_id: null, referrer_id: referrer.id, rewarded_at: null });
    const unknown = await register({ ...valid, username: 'invited02', affiliateCode: 'R0ZZZZZZZ' });
    expect(unknown.json()).toMatchObject({ code: 'INVITATION_CODE_INVALID' });
  });

  it('checks affiliate codes with code and domain', async () => {
    const good = await call('GET', '/wps/agent/affiliate?code=AGENT01&domain=localhost');
    expect(good.statusCode).toBe(200);
    expect(good.json().value).toMatchObject({ valid: true });
    const bad = await call('GET', '/wps/agent/affiliate?code=NOPE1&domain=localhost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVITATION_CODE_INVALID', message: 'Invalid invitation code' });
    expect((await call('GET', '/wps/agent/affiliate?domain=localhost')).statusCode).toBe(400);
    expect((await call('GET', '/wps/agent/affiliate?code=AGENT01&domain=unknown.example')).statusCode).toBe(
      200,
    );
  });
});
