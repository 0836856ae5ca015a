import type { StaffRole } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { hashPassword, type PasswordCost } from '../../../platform/password.ts';

export interface DemoStaffMember {
  username: string;
  password: string;
  roles: StaffRole[];
}

/** The back-office operator listed in the README: an admin of every brand. */
export const DEMO_STAFF: DemoStaffMember = { username: 'admin', password: 'Admin@1234', roles: ['admin'] };

/**
 * One operator per other role of the permission table, on the demo brand, so the console can be
 * tried (and its journeys run) as each role sees it.
 */
export const DEMO_ROLE_STAFF: readonly DemoStaffMember[] = [
  { username: 'finance', password: 'Finance@1234', roles: ['finance'] },
  { username: 'risk', password: 'Risk@1234', roles: ['risk'] },
  { username: 'content', password: 'Content@1234', roles: ['content'] },
  { username: 'agent_manager', password: 'Agents@1234', roles: ['agent_manager'] },
  { username: 'customer_service', password: 'Service@1234', roles: ['customer_service'] },
  { username: 'auditor', password: 'Auditor@1234', roles: ['auditor'] },
];

/** Creates one operator once; a second run leaves it (and a changed password) alone. */
async function seedOne(
  db: Db,
  who: DemoStaffMember,
  merchantId: number | null,
  cost?: PasswordCost,
): Promise<bigint> {
  const existing = await selectWhere(db, 'staff', { username: who.username }).select('id').executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('staff')
    .values({
      username: who.username,
      password_hash: await hashPassword(who.password, cost),
      roles: who.roles,
      merchant_id: merchantId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The demo admin (every brand); answers its id. */
export function seedDemoStaff(db: Db, cost?: PasswordCost): Promise<bigint> {
  return seedOne(db, DEMO_STAFF, null, cost);
}

/** The operators of the other roles, each on the demo brand. */
export async function seedDemoRoleStaff(db: Db, merchantId: number, cost?: PasswordCost): Promise<void> {
  for (const who of DEMO_ROLE_STAFF) await seedOne(db, who, merchantId, cost);
}
