import type { Db } from '../db/kysely.ts';

/**
 * What a staff action writes to the audit log. Identity keeps the log; the floor declares the
 * entry and the writer so that areas under identity (money, brand) record their console actions
 * without importing it (decision 0016, fix F).
 */
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

/** Pass the transaction of the change as `db` so the change and its row commit together. */
export interface AuditWriter {
  record(entry: AuditEntry, db?: Db): Promise<void>;
}

/** The audit entries of one kind of target: an operator's action on one, as it was before and after. */
export function entriesFor(targetType: string) {
  return (
    staff: { staffId: bigint },
    ip: string,
    action: string,
    id: bigint,
    before: unknown,
    after: unknown,
  ): AuditEntry => ({ staffId: staff.staffId, action, targetType, targetId: id, before, after, ip });
}
