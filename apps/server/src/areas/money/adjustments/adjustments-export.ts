import type { Db } from '../../../db/kysely.ts';
import { keysetPages } from '../../../platform/csv-stream.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { adjustmentView } from './adjustment-view.ts';
import { adjustmentsRepository } from './adjustments.repository.ts';
import type { AdjustmentStatus } from './adjustments.tables.ts';

/** Rows an export reads at a time: one bounded query per page, a page held at once. */
const EXPORT_PAGE = 2000;

export const ADJUSTMENTS_HEADER = [
  'id',
  'merchantId',
  'memberId',
  'memberUsername',
  'currency',
  'direction',
  'amountMinor',
  'reason',
  'status',
  'makerId',
  'approverId',
  'rejectReason',
  'transferId',
  'createdAt',
  'decidedAt',
];

/**
 * The manual adjustments the list shows for these filters (the staff member's brand, a status, a
 * member), every page of them newest first, as CSV fields read a page at a time. Amounts stay in
 * minor units, as the list answers them.
 */
export function adjustmentsExport(db: Db) {
  const repo = adjustmentsRepository(db);
  return (staff: StaffSession, q: { status?: AdjustmentStatus | undefined; memberId?: string | undefined }) =>
    keysetPages(
      (after: bigint | null) =>
        repo.list({
          merchantId: staff.merchantId,
          status: q.status,
          memberId: q.memberId === undefined ? undefined : BigInt(q.memberId),
          beforeId: after ?? undefined,
          limit: EXPORT_PAGE,
        }),
      (row) => row.id,
      (row) => {
        const a = adjustmentView(row);
        return [
          a.id,
          a.merchantId,
          a.memberId,
          a.memberUsername,
          a.currency,
          a.direction,
          a.amount,
          a.reason,
          a.status,
          a.makerId,
          a.approverId,
          a.rejectReason,
          a.transferId,
          a.createdAt,
          a.decidedAt,
        ];
      },
    );
}
