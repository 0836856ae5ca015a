import type { Db } from '../../../db/kysely.ts';
import type { AuditEntry } from '../../../platform/audit-writer.ts';
import { auditRepository } from './audit.repository.ts';

export type { AuditEntry } from '../../../platform/audit-writer.ts';

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
