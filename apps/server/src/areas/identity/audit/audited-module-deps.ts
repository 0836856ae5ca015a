import type { Db } from '../../../db/kysely.ts';
import type { AuditService } from './audit.service.ts';

/**
 * What a module whose staff changes are audited and whose timed runs report their failures is
 * made with (bonus, referral and VIP, payroll).
 */
export interface AuditedModuleDeps {
  db: Db;
  audit: AuditService;
  now?: (() => Date) | undefined;
  /** Told of each failed run of a timed job, named by `job`. */
  onError?: (err: unknown, job: string) => void;
}
