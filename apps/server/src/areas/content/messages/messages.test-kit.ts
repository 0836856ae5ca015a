import { hashPassword, TEST_COST } from '../../../platform/password.ts';
import { brandId, copyDemoBrand } from '../../../test/brand-kit.ts';
import { caller } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import type { TestContext } from '../../../test/test-app.ts';

/** Members, staff and calls for the inbox, feedback and help tests. */
export function inboxKit(t: () => TestContext, prefix: string) {
  const call = caller(t);
  let seq = 0;

  const merchantId = (code = 'demo') => brandId(t().database.db, code);

  /** A new member of the demo brand (type 0 unless told) and their token. */
  async function member(type = 0) {
    seq += 1;
    const username = `${prefix}${seq}u`;
    const row = await t()
      .database.db.insertInto('members')
      .values({
        merchant_id: await merchantId(),
        username,
        nickname: username,
        type,
        password_hash: await hashPassword('Secret@123', TEST_COST),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const login = await call('POST', '/wps/session/login', {
      payload: { username, password: 'Secret@123', type: 'username' },
      ip: `10.7.${seq % 250}.${seq}`,
    });
    return { id: row.id, username, token: login.json().value.token as string };
  }

  /** A second brand, a copy of the demo one, for cross-brand checks. */
  async function otherBrand(code: string): Promise<number> {
    return (await copyDemoBrand(t().database.db, code)).id;
  }

  /** A staff member (of every brand unless `merchantId`) and their token. */
  const staff = staffKit(t, '10.7.250.1').withRoles;

  return { call, member, staff, merchantId, otherBrand };
}
