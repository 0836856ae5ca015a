import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { brandId } from '../../../test/brand-kit.ts';
import { caller } from '../../../test/member-kit.ts';
import { STAFF_PASSWORD, staffKit, staffSignIn, totpCode } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { openTotpSecret } from './totp.ts';

describe.each(dbKinds)('staff two-factor sign-in on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  const staff = staffKit(() => t, '10.45.0.1');
  let admin = '';
  let demo = 0;
  beforeAll(async () => {
    admin = await staff.login();
    demo = await brandId(t.database.db);
  });
  const db = () => t.database.db;
  /** A new operator of the demo brand with no authenticator yet. */
  const operator = async (username: string) => {
    const password_hash = await hashPassword(STAFF_PASSWORD, TEST_COST);
    await db()
      .insertInto('staff')
      .values({ username, password_hash, roles: ['finance'], merchant_id: demo })
      .execute();
  };
  const password = async (username: string, ip = '10.45.1.1') =>
    (
      await call('POST', '/bo/api/session/login', { payload: { username, password: STAFF_PASSWORD }, ip })
    ).json().value as { next: string; challenge: string };
  const second = (payload: object, ip = '10.45.1.1') => call('POST', '/bo/api/session/totp', { payload, ip });
  const enrol = (challenge: string) => call('POST', '/bo/api/session/enrolment', { payload: { challenge } });
  const confirm = (challenge: string, code: string, ip = '10.0.0.1') =>
    call('POST', '/bo/api/session/enrolment/confirm', { payload: { challenge, code }, ip });
  /** The code of the step after now: a code the operator's app shows 30 s later. */
  const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + 30_000));

  it('enrols at the first sign-in: a QR address naming the brand, the secret sealed, ten recovery codes', async () => {
    await operator('tf_enrol');
    const step = await password('tf_enrol');
    expect(step.next).toBe('enrol');
    expect((await second({ challenge: step.challenge, code: '123456' })).json().code).toBe(
      'STAFF_CHALLENGE_INVALID',
    );
    const { secret, otpauthUri } = (await enrol(step.challenge)).json().value;
    expect((await enrol(step.challenge)).json().value.secret).toBe(secret);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*tf_enrol\?/);
    const brandName = (
      await selectWhere(db(), 'merchants', { id: demo }).select('name').executeTakeFirstOrThrow()
    ).name;
    expect(new URL(otpauthUri).searchParams.get('issuer')).toBe(brandName);
    expect(
      (await confirm(step.challenge, totpCode(secret) === '000000' ? '111111' : '000000')).json().code,
    ).toBe('STAFF_CODE_INVALID');
    const done = (await confirm(step.challenge, totpCode(secret))).json().value;
    expect(done).toMatchObject({ token: expect.any(String), roles: ['finance'] });
    expect(done.recoveryCodes).toHaveLength(10);
    expect(new Set(done.recoveryCodes).size).toBe(10);
    expect((await call('GET', '/bo/api/session/me', { token: done.token })).statusCode).toBe(200);
    const row = await selectWhere(db(), 'staff', { username: 'tf_enrol' })
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.totp_secret_sealed).not.toContain(secret);
    expect(openTotpSecret(row.id, row.totp_secret_sealed as string)).toBe(secret);
    const stored = await selectWhere(db(), 'staff_recovery_codes', { staff_id: row.id })
      .select('code_hash')
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(done.recoveryCodes[0]);
    // The challenge opened its session: it opens no other.
    expect((await confirm(step.challenge, nextCode(secret))).json().code).toBe('STAFF_CHALLENGE_INVALID');
    expect((await password('tf_enrol')).next).toBe('totp');
  });

  it('takes a code once: the same code again is refused as a replay, the next one works', async () => {
    await operator('tf_replay');
    const { secret } = await staffSignIn(() => t, 'tf_replay', STAFF_PASSWORD, '10.45.2.1');
    const code = nextCode(secret as string);
    const first = await second({ challenge: (await password('tf_replay')).challenge, code });
    expect(first.statusCode).toBe(200);
    const again = await second({ challenge: (await password('tf_replay')).challenge, code });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('STAFF_CODE_REPLAYED');
    // The confirmation's own code (this step's) is no longer good either: a newer one was taken.
    const older = await second({
      challenge: (await password('tf_replay')).challenge,
      code: totpCode(secret as string),
    });
    expect(older.json().code).toBe('STAFF_CODE_REPLAYED');
  });

  it('opens a session with a recovery code once', async () => {
    await operator('tf_recovery');
    const { recoveryCodes } = await staffSignIn(() => t, 'tf_recovery', STAFF_PASSWORD, '10.45.3.1');
    const code = (recoveryCodes as string[])[3] as string;
    const used = await second({
      challenge: (await password('tf_recovery')).challenge,
      recoveryCode: code.toUpperCase(),
    });
    expect(used.statusCode).toBe(200);
    expect((await call('GET', '/bo/api/session/me', { token: used.json().value.token })).statusCode).toBe(
      200,
    );
    const twice = await second({ challenge: (await password('tf_recovery')).challenge, recoveryCode: code });
    expect(twice.json().code).toBe('STAFF_CODE_INVALID');
    const audit = await selectWhere(db(), 'audit_log', { action: 'staff.recovery_code_used' })
      .select('id')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('counts wrong codes toward the lockout, as wrong passwords are', async () => {
    await operator('tf_lock');
    const { secret } = await staffSignIn(() => t, 'tf_lock', STAFF_PASSWORD, '10.45.4.1');
    const { challenge } = await password('tf_lock', '10.45.4.2');
    const wrong = totpCode(secret as string) === '999999' ? '888888' : '999999';
    const codes: string[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await second({ challenge, code: wrong }, '10.45.4.3')).json().code);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('STAFF_CODE_INVALID'));
    expect(codes[5]).toBe('ACCOUNT_LOCKED');
    const right = await second({ challenge, code: nextCode(secret as string) }, '10.45.4.4');
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    const login = await call('POST', '/bo/api/session/login', {
      payload: { username: 'tf_lock', password: STAFF_PASSWORD },
      ip: '10.45.4.5',
    });
    expect(login.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('ends a challenge after five minutes', async () => {
    await operator('tf_expiry');
    const { secret } = await staffSignIn(() => t, 'tf_expiry', STAFF_PASSWORD, '10.45.5.1');
    const { challenge } = await password('tf_expiry');
    await db()
      .updateTable('staff_sign_in_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    expect((await second({ challenge, code: nextCode(secret as string) })).json().code).toBe(
      'STAFF_CHALLENGE_INVALID',
    );
  });

  it("lets an admin reset an operator's authenticator: their sessions end and they enrol again", async () => {
    await operator('tf_reset');
    const { token } = await staffSignIn(() => t, 'tf_reset', STAFF_PASSWORD, '10.45.6.1');
    const id = (await call('GET', '/bo/api/session/me', { token })).json().value.staffId;
    const res = await call('POST', `/bo/api/staff/${id}/totp/reset`, { token: admin });
    expect(res.json().value.totpEnrolled).toBe(false);
    expect((await call('GET', '/bo/api/session/me', { token })).statusCode).toBe(401);
    expect((await password('tf_reset')).next).toBe('enrol');
    const audit = await selectWhere(db(), 'audit_log', { action: 'staff.totp_reset', target_id: id })
      .select(['before', 'after'])
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ totpEnrolled: true });
    expect(audit.after).toMatchObject({ totpEnrolled: false, sessionsEnded: 1 });
  });

  it('opens one session for 50 confirmations of one challenge at once', async () => {
    await operator('tf_burst');
    const { challenge } = await password('tf_burst');
    const { secret } = (await enrol(challenge)).json().value;
    const code = totpCode(secret);
    // Each from an address of its own: the per-address limit would otherwise turn most away unread.
    const tries = Array.from({ length: 50 }, (_, i) => confirm(challenge, code, `10.46.0.${i + 1}`));
    const answers = await Promise.all(tries);
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    const staffId = (
      await selectWhere(db(), 'staff', { username: 'tf_burst' }).select('id').executeTakeFirstOrThrow()
    ).id;
    const sessions = await selectWhere(db(), 'staff_sessions', { staff_id: staffId }).select('id').execute();
    expect(sessions).toHaveLength(1);
    const codes = await selectWhere(db(), 'staff_recovery_codes', { staff_id: staffId })
      .select('id')
      .execute();
    expect(codes).toHaveLength(10);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(['STAFF_CHALLENGE_INVALID', 'ACCOUNT_LOCKED']).toContain(a.json().code);
    }
  });
});
