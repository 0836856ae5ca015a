import type { Db } from '../../../db/kysely.ts';

/** An audit_log row as written: ids, states and addresses already in their stored form. */
export interface AuditRow {
  staff_id: bigint | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
}

/** The audit log. Pass the transaction of a change as `db` to write its row in that transaction. */
export function auditRepository(db: Db) {
  return {
    async insert(row: AuditRow): Promise<void> {
      await db.insertInto('audit_log').values(row).execute();
    },

    /** Newest first. */
    async list(filter: { targetType?: string; targetId?: string; limit?: number }) {
      return db
        .selectFrom('audit_log')
        .selectAll()
        .$if(filter.targetType !== undefined, (q) => q.where('target_type', '=', filter.targetType as string))
        .$if(filter.targetId !== undefined, (q) => q.where('target_id', '=', filter.targetId as string))
        .orderBy('id', 'desc')
        .limit(filter.limit ?? 100)
        .execute();
    },
  };
}

/** A page of the audit log for an export: newest first, rows older than `beforeId` when given. */
export function auditPages(
  db: Db,
  filter: { targetType?: string | undefined; targetId?: string | undefined; action?: string | undefined },
  pageSize = 5000,
) {
  return (beforeId: bigint | null) =>
    db
      .selectFrom('audit_log')
      .selectAll()
      .$if(filter.targetType !== undefined, (q) => q.where('target_type', '=', filter.targetType as string))
      .$if(filter.targetId !== undefined, (q) => q.where('target_id', '=', filter.targetId as string))
      .$if(filter.action !== undefined, (q) => q.where('action', '=', filter.action as string))
      .$if(beforeId !== null, (q) => q.where('id', '<', beforeId as bigint))
      .orderBy('id', 'desc')
      .limit(pageSize)
      .execute();
}
