import type { Db } from '../../../db/kysely.ts';
import { auditRepository } from './audit.repository.ts';

/** One staff action: who did what to which record, its state before and after, from where. */
export interface AuditEntry {
  /** null for actions of the system itself (seeds, jobs). */
  staffId: bigint | null;
  /** Dotted verb, e.g. 'kyc.approve', 'staff.login'. */
  action: string;
  targetType: string;
  targetId?: string | number | bigint | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

// bigint is not JSON; ids and amounts are written as strings so the row stays readable.
const json = (v: unknown) =>
  v === undefined ? null : JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x));

/**
 * The audit log every /bo/api action writes to. Pass the transaction of the change as `db` so the
 * change and its audit row commit together or not at all.
 */
export function auditService(defaultDb: Db) {
  return {
    async record(entry: AuditEntry, db: Db = defaultDb): Promise<void> {
      await auditRepository(db).insert({
        staff_id: entry.staffId,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
        before: json(entry.before),
        after: json(entry.after),
        ip: entry.ip ?? null,
      });
    },

    /** Newest first; for the back office and tests. */
    async list(filter: { targetType?: string; targetId?: string; limit?: number } = {}) {
      return auditRepository(defaultDb).list(filter);
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
