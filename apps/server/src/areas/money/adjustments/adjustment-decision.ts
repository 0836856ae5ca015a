import type { Db } from '../../../db/kysely.ts';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import { moneyTransaction } from '../ledger/ledger.retry.ts';
import { createLedger, houseAccount, memberAccount } from '../ledger/ledger.service.ts';
import { type AdjustmentRow, adjustmentsRepository } from './adjustments.repository.ts';

/** What deciding needs: the database, the audit log and a clock. */
export interface DecisionDeps {
  db: Db;
  audit: AuditWriter;
  now: () => Date;
}

/** The adjustment's money movement: house → member cash for a credit, back for a debit. */
async function move(trx: Db, a: AdjustmentRow) {
  const member = memberAccount(a.merchant_id, a.member_id, a.currency, 'cash');
  const house = houseAccount(a.merchant_id, a.currency);
  const credit = a.direction === 'credit';
  // Keyed by the adjustment: whatever runs twice, the ledger moves this money once. A member's
  // cash never goes below zero, so a debit larger than the balance fails here and nothing changes.
  return createLedger(trx).transfer({
    merchantId: a.merchant_id,
    debit: credit ? house : member,
    credit: credit ? member : house,
    amount: a.amount,
    kind: credit ? 'manual_credit' : 'manual_debit',
    reference: `adjustment:${a.id}`,
    idempotencyKey: `adjustment:${a.id}`,
    metadata: { makerId: String(a.maker_id), reason: a.reason },
  });
}

/**
 * Locks the adjustment and applies one staff member's decision in one transaction: the status, the
 * ledger movement of an approval and the audit entry commit together or not at all. The maker is
 * refused here, and by the table's check constraint should this check ever be passed by.
 * The same approver asking again (a retry) is answered with the decided row; anyone else finds it
 * decided.
 */
export function decideAdjustment(
  deps: DecisionDeps,
  staff: StaffSession,
  id: bigint,
  ip: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<AdjustmentRow> {
  return moneyTransaction(deps.db, async (trx) => {
    const repo = adjustmentsRepository(trx);
    const before = await repo.lock(id, staff.merchantId);
    if (!before) throw new AppError('ADJUSTMENT_NOT_FOUND');
    const wanted = decision.approve ? 'approved' : 'rejected';
    if (before.status === wanted && before.approver_id === staff.staffId) return before;
    if (before.status !== 'pending') throw new AppError('ADJUSTMENT_DECIDED');
    if (before.maker_id === staff.staffId) throw new AppError('ADJUSTMENT_OWN');
    const at = deps.now();
    const transferId = decision.approve ? (await move(trx, before)).id : undefined;
    await repo.decide(id, {
      status: wanted,
      approver_id: staff.staffId,
      decided_at: at,
      ...(transferId !== undefined ? { transfer_id: transferId } : {}),
      ...(decision.approve ? {} : { reject_reason: decision.reason }),
    });
    await deps.audit.record(
      {
        staffId: staff.staffId,
        action: decision.approve ? 'adjustment.approve' : 'adjustment.reject',
        targetType: 'balance_adjustment',
        targetId: id,
        before: { status: before.status },
        after: decision.approve
          ? { status: wanted, transferId: String(transferId) }
          : { status: wanted, reason: decision.reason },
        ip,
      },
      trx,
    );
    const after = await repo.find(id, staff.merchantId);
    if (!after) throw new AppError('ADJUSTMENT_NOT_FOUND');
    return after;
  });
}
