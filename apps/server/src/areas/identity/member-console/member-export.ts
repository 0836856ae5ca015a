import type { Db } from '../../../db/kysely.ts';
import { keysetPages } from '../../../platform/csv-stream.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { type MemberSearch, searchMembers } from './member-search.repository.ts';
import { memberSummary } from './member-summary.ts';

/** Rows an export reads at a time: one bounded query per page, a page held at once. */
const EXPORT_PAGE = 2000;

export const MEMBERS_HEADER = [
  'id',
  'merchantId',
  'username',
  'nickname',
  'phone',
  'status',
  'withdrawalsFrozen',
  'vipLevel',
  'uplineId',
  'registeredAt',
  'lastLoginAt',
  'lastLoginIp',
];

type ExportFilters = Omit<MemberSearch, 'merchantId' | 'brand' | 'cursor' | 'limit'> & {
  merchantId?: number | undefined;
};

/**
 * Every member the search finds for these filters (within the staff member's brand, as the search),
 * newest first, as CSV fields read a page at a time by the search's own cursor.
 */
export function memberExport(db: Db) {
  return (staff: StaffSession, q: ExportFilters) => {
    const { merchantId: brand, ...filters } = q;
    return keysetPages(
      (after: bigint | null) =>
        searchMembers(db, {
          ...filters,
          merchantId: staff.merchantId,
          brand,
          cursor: after === null ? undefined : String(after),
          limit: EXPORT_PAGE,
        }),
      (row) => row.id,
      (row) => {
        const m = memberSummary(row);
        return [
          m.id,
          m.merchantId,
          m.username,
          m.nickname,
          m.phone,
          m.status,
          m.withdrawalsFrozen,
          m.vipLevel,
          m.uplineId,
          m.registeredAt,
          m.lastLoginAt,
          m.lastLoginIp,
        ];
      },
    );
  };
}
