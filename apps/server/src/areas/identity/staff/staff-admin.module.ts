import type { Db } from '../../../db/kysely.ts';
import type { PasswordCost } from '../../../platform/password.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { staffAdminService } from './staff-admin.service.ts';
import { staffSessionsService } from './staff-sessions.service.ts';

/** Staff management and the operators' session lists, built beside the sign-in. */
export function staffAdminModule(deps: {
  db: Db;
  audit: AuditService;
  passwordCost?: PasswordCost | undefined;
  now: () => Date;
}) {
  return { admin: staffAdminService(deps), sessions: staffSessionsService(deps) };
}

export type StaffAdminModule = ReturnType<typeof staffAdminModule>;
