import type { Db } from '../db/kysely.ts';
import type { AuditWriter } from './audit-writer.ts';

/** Who changes what, for the audit row. */
export interface AuditedAction {
  staff: { staffId: bigint };
  ip: string;
  /** Dotted verb, e.g. 'rebate.rates'. */
  action: string;
  target: { type: string; id: string | number | bigint };
}

/** A change to one thing, read before and after it is made. */
export interface AuditedChange<V> {
  /** Reads the thing, inside the change's transaction. */
  read(q: Db): Promise<V>;
  /** Makes the change; `before` is the thing as it was read first. */
  write(trx: Db, before: V): Promise<unknown>;
  /** The part of a reading the audit row keeps (all of it when not given). */
  logged?: (reading: V) => unknown;
}

/**
 * Makes a staff change in one transaction: reads the thing, writes, reads it again and records
 * both readings in the audit log, so the change and its audit row commit together or not at all.
 * Answers the thing as it is after the change.
 */
export function auditedChange<V>(
  db: Db,
  audit: AuditWriter,
  entry: AuditedAction,
  change: AuditedChange<V>,
): Promise<V> {
  const logged = change.logged ?? ((reading: V) => reading);
  return db.transaction().execute(async (trx) => {
    const before = await change.read(trx);
    await change.write(trx, before);
    const after = await change.read(trx);
    await audit.record(
      {
        staffId: entry.staff.staffId,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        before: logged(before),
        after: logged(after),
        ip: entry.ip,
      },
      trx,
    );
    return after;
  });
}
