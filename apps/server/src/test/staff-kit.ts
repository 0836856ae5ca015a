import { hashPassword, TEST_COST } from '../platform/password.ts';
import { caller } from './member-kit.ts';
import type { TestContext } from './test-app.ts';

/** The password every operator the tests add signs in with. */
export const STAFF_PASSWORD = 'Staff@1234';

/** The operator the demo seed adds (identity's demo staff), as a test signs in with it. */
export const SEEDED_ADMIN = { username: 'admin', password: 'Admin@1234' } as const;

/**
 * Staff as the back-office tests need them: a sign-in (the seeded admin unless named) from a
 * client address of the suite's own, and operators added with just the roles (and brand) a case
 * is about.
 */
export function staffKit(t: () => TestContext, ip = '10.39.0.1') {
  const call = caller(t);

  /** Signs an operator in; answers the session token. */
  async function login(username: string = SEEDED_ADMIN.username, password: string = SEEDED_ADMIN.password) {
    const res = await call('POST', '/bo/api/session/login', { payload: { username, password }, ip });
    return res.json().value.token as string;
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
