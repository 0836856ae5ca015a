import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { openTotpSecret } from '../areas/identity/index.ts';
import type { Db } from '../db/kysely.ts';
import { hashPassword, TEST_COST } from '../platform/password.ts';
import type { TestContext } from './test-app.ts';

/** The password every operator the tests add signs in with. */
export const STAFF_PASSWORD = 'Staff@1234';

/** The operator the demo seed adds (identity's demo staff), as a test signs in with it. */
export const SEEDED_ADMIN = { username: 'admin', password: 'Admin@1234' } as const;

/** The code an authenticator app shows for `secret` (base32) at `at`. */
export function totpCode(secret: string, at = new Date()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

/** What a full sign-in answered at each step, for tests of the steps themselves. */
export interface SignedIn {
  token: string;
  /** Only when this sign-in enrolled the operator's authenticator. */
  secret?: string;
  recoveryCodes?: string[];
}

function answerOf<T>(res: LightMyRequestResponse, step: string): T {
  const body = res.json();
  if (res.statusCode !== 200) throw new Error(`staff sign-in, ${step}: ${res.statusCode} ${body.code}`);
  return body.value as T;
}

/**
 * Signs an operator in through both steps on `app`, as the console does: the password, then an
 * enrolment (first sign-in) or a code computed from their secret. Suites sign the same operator in
 * many times a minute, faster than one code per 30 seconds, so the kit clears the account's mark of
 * the newest code taken before it sends one; the refusal of a replayed code is tested on its own
 * (identity/staff/staff-two-factor.test.ts).
 */
export async function signInOn(
  app: FastifyInstance,
  db: Db,
  username: string,
  password: string,
  ip = '10.39.9.9',
): Promise<SignedIn> {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { host: 'localhost', 'x-forwarded-for': ip } });
  const first = await post('/bo/api/session/login', { username, password });
  const { next, challenge } = answerOf<{ next: 'totp' | 'enrol'; challenge: string }>(first, 'password');
  if (next === 'enrol') {
    const enrolment = await post('/bo/api/session/enrolment', { challenge });
    const { secret } = answerOf<{ secret: string }>(enrolment, 'enrolment');
    const confirm = await post('/bo/api/session/enrolment/confirm', { challenge, code: totpCode(secret) });
    return { ...answerOf<{ token: string; recoveryCodes: string[] }>(confirm, 'enrolment confirm'), secret };
  }
  const row = await db
    .updateTable('staff')
    .set({ totp_last_step: null })
    .where('username', '=', username)
    .returning(['id', 'totp_secret_sealed'])
    .executeTakeFirstOrThrow();
  const secret = openTotpSecret(row.id, row.totp_secret_sealed as string);
  const res = await post('/bo/api/session/totp', { challenge, code: totpCode(secret) });
  return { token: answerOf<{ token: string }>(res, 'code').token };
}

/** `signInOn` the suite's app. */
export function staffSignIn(t: () => TestContext, username: string, password: string, ip: string) {
  return signInOn(t().app, t().database.db, username, password, ip);
}

/** The session token of a sign-in through both steps on the suite's app. */
export async function staffToken(t: () => TestContext, username: string, password: string, ip?: string) {
  return (await signInOn(t().app, t().database.db, username, password, ip)).token;
}

/**
 * Staff as the back-office tests need them: a sign-in (the seeded admin unless named) from a
 * client address of the suite's own, and operators added with just the roles (and brand) a case
 * is about.
 */
export function staffKit(t: () => TestContext, ip = '10.39.0.1') {
  /** Signs an operator in through both steps; answers the session token. */
  async function login(username: string = SEEDED_ADMIN.username, password: string = SEEDED_ADMIN.password) {
    return (await staffSignIn(t, username, password, ip)).token;
  }

  /** Adds an operator with `roles` (of every brand unless `merchantId`), signed in; answers the token. */
  async function withRoles(username: string, roles: string[], merchantId: number | null = null) {
    await t()
      .database.db.insertInto('staff')
      .values({
        username,
        password_hash: await hashPassword(STAFF_PASSWORD, TEST_COST),
        roles,
        merchant_id: merchantId,
      })
      .execute();
    return login(username, STAFF_PASSWORD);
  }

  return { login, withRoles };
}
