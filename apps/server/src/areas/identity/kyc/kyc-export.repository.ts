import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import type { KycStatusCode } from './kyc.tables.ts';

/** Not yet submitted sorts first, as the queue's `submitted_at asc` puts nulls last: none in P, A or R. */
const submitted = sql<Date>`coalesce(k.submitted_at, '-infinity'::timestamptz)`;

/**
 * A page of the verifications in one status, oldest submission first (the queue's order, members
 * breaking ties), after the member `after` when given; `merchantId` null: every brand. The place is
 * read from that member's row, not carried in JavaScript: a Date would drop the microseconds and
 * the page would start again at its own last row.
 */
export function kycExportPage(db: Db, status: KycStatusCode, merchantId: number | null, pageSize: number) {
  return (after: bigint | null) =>
    db
      .selectFrom('member_kyc as k')
      .innerJoin('members as m', 'm.id', 'k.member_id')
      .select([
        'k.member_id',
        'k.merchant_id',
        'm.username',
        'k.status',
        'k.id_type',
        'k.personal',
        'k.submitted_at',
        'k.reviewed_at',
        'k.review_note',
      ])
      .where('k.status', '=', status)
      .$if(merchantId !== null, (q) => q.where('k.merchant_id', '=', merchantId as number))
      .$if(after !== null, (q) =>
        q.where(
          sql<boolean>`(${submitted}, k.member_id) > ((select coalesce(c.submitted_at, '-infinity'::timestamptz)
            from member_kyc c where c.member_id = ${after}), ${after})`,
        ),
      )
      .orderBy(submitted)
      .orderBy('k.member_id')
      .limit(pageSize)
      .execute();
}
