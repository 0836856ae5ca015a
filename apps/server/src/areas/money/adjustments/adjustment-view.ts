import type { AdjustmentRow } from './adjustments.repository.ts';

/** An adjustment as the back office reads it: ids and minor units as strings, times as ISO text. */
export function adjustmentView(r: AdjustmentRow) {
  return {
    id: String(r.id),
    merchantId: r.merchant_id,
    memberId: String(r.member_id),
    memberUsername: r.member_username,
    currency: r.currency,
    direction: r.direction,
    amount: String(r.amount),
    reason: r.reason,
    hasAttachment: r.attachment_key !== null,
    status: r.status,
    makerId: String(r.maker_id),
    approverId: r.approver_id === null ? null : String(r.approver_id),
    rejectReason: r.reject_reason,
    transferId: r.transfer_id === null ? null : String(r.transfer_id),
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at?.toISOString() ?? null,
  };
}
