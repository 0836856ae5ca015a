import type { Db } from '../../../db/kysely.ts';
import type { PasswordCost } from '../../../platform/password.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { staffRepository } from './staff.repository.ts';
import { staffCodeCounter, staffLoginCounter } from './staff.service.ts';
import { staffAdminService } from './staff-admin.service.ts';
import { staffSessionsService } from './staff-sessions.service.ts';
import { staffSignInService } from './staff-sign-in.service.ts';

/** The two-step sign-in, staff management and the operators' session lists. */
export function staffAdminModule(deps: {
  db: Db;
  audit: AuditService;
  passwordCost?: PasswordCost | undefined;
  now: () => Date;
}) {
  return {
    admin: staffAdminService(deps),
    sessions: staffSessionsService(deps),
    signIn: staffSignInService({
      ...deps,
      repo: staffRepository(deps.db),
      accounts: staffLoginCounter(deps.db),
      codes: staffCodeCounter(deps.db),
    }),
  };
}

export type StaffAdminModule = ReturnType<typeof staffAdminModule>;
