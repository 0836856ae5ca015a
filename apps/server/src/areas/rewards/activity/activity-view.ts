import type { ActivityApplication } from '@pf/shared';
import { formatMinorPlain } from '@pf/shared';
import type { ApplicationRow } from './activity.repository.ts';

/** An application as its member (and, extended, staff) reads it. */
export function applicationView(row: ApplicationRow, imageIds: string[]): ActivityApplication {
  return {
    id: row.id.toString(),
    promotionId: Number(row.promotion_id),
    comment: row.comment,
    imageIds,
    status: row.status,
    rewardAmount: row.reward_amount === null ? null : formatMinorPlain(row.reward_amount),
    currency: row.currency,
    rejectReason: row.reject_reason,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

export function staffApplicationView(row: ApplicationRow & { username: string }, imageIds: string[]) {
  return {
    ...applicationView(row, imageIds),
    merchantId: row.merchant_id,
    memberId: row.member_id.toString(),
    username: row.username,
    reviewedBy: row.reviewed_by?.toString() ?? null,
  };
}
