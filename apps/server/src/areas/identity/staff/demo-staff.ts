import type { StaffRole } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { hashPassword, type PasswordCost } from '../../../platform/password.ts';

/** The back-office operator listed in the README. */
export const DEMO_STAFF = { username: 'admin', password: 'Admin@1234', roles: ['admin'] as StaffRole[] };

/** Creates the demo operator once; a second run leaves it (and a changed password) alone. */
export async function seedDemoStaff(db: Db, cost?: PasswordCost): Promise<bigint> {
  const existing = await selectWhere(db, 'staff', { username: DEMO_STAFF.username })
    .select('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('staff')
    .values({
      username: DEMO_STAFF.username,
      password_hash: await hashPassword(DEMO_STAFF.password, cost),
      roles: DEMO_STAFF.roles,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
