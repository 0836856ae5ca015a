import type { KycStatus } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { keysetPages } from '../../../platform/csv-stream.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { kycExportPage } from './kyc-export.repository.ts';

/** Rows an export reads at a time: one bounded query per page, a page held at once. */
const EXPORT_PAGE = 2000;

export const KYC_HEADER = [
  'memberId',
  'merchantId',
  'username',
  'status',
  'idType',
  'personal',
  'submittedAt',
  'reviewedAt',
  'note',
];

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/**
 * The verifications of one status the queue shows (the staff member's brand, every brand for the
 * platform's), oldest submission first, as CSV fields read a page at a time. The personal info is
 * written as the member sent it (JSON): the review's own fields, not a summary of them.
 */
export function kycExport(db: Db) {
  return (staff: StaffSession, q: { status: KycStatus }) =>
    keysetPages(
      kycExportPage(db, q.status, staff.merchantId, EXPORT_PAGE),
      (r) => r.member_id,
      (r) => [
        String(r.member_id),
        r.merchant_id,
        r.username,
        r.status,
        r.id_type,
        r.personal === null ? null : JSON.stringify(r.personal),
        iso(r.submitted_at),
        iso(r.reviewed_at),
        r.review_note,
      ],
    );
}
