import { formatMinorPlain } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import {
  type DepositFilter,
  depositDeskRepository,
  type StaffDepositRow,
} from './deposit-desk.repository.ts';
import { depositView } from './deposit-view.ts';

/** An order as the finance desk's list shows it. */
export function staffDepositView(o: StaffDepositRow) {
  return {
    ...depositView(o),
    merchantId: o.merchant_id,
    memberId: o.member_id.toString(),
    username: o.username,
    provider: o.provider,
    method: o.method_code,
    methodName: o.method_name,
  };
}

/** The export's columns, one line per order. */
export const DEPOSIT_CSV_HEADER = [
  'orderNo',
  'createdAt',
  'username',
  'memberId',
  'method',
  'provider',
  'amount',
  'currency',
  'status',
  'paidAt',
  'expiresAt',
  'providerRef',
];

export const depositCsvFields = (o: StaffDepositRow) => [
  o.order_no,
  o.created_at.toISOString(),
  o.username,
  o.member_id.toString(),
  o.method_code,
  o.provider,
  formatMinorPlain(o.amount),
  o.currency,
  o.status,
  o.paid_at?.toISOString() ?? '',
  o.expires_at?.toISOString() ?? '',
  o.provider_ref ?? '',
];

/** How many orders an export reads per query. */
const EXPORT_PAGE = 2000;

/**
 * The finance desk's deposit list: filtered, newest first, a page at a time by key (the id of the
 * last order seen), so a deep page costs what the first does; and the same filter for an export.
 */
export function depositDesk(db: Db) {
  const repo = depositDeskRepository(db);
  return {
    async page(merchantId: number | null, f: DepositFilter, before: string | undefined, limit: number) {
      const days = await repo.dayBounds(merchantId, f);
      const [rows, methods] = await Promise.all([
        repo.page(merchantId, f, days, before === undefined ? null : BigInt(before), limit),
        repo.methods(merchantId),
      ]);
      const last = rows.at(-1);
      return {
        list: rows.map(staffDepositView),
        next: rows.length === limit && last ? last.id.toString() : null,
        methods,
      };
    },

    /** Pages of the export, for `keysetPages`. */
    async exportPages(merchantId: number | null, f: DepositFilter) {
      const days = await repo.dayBounds(merchantId, f);
      return (after: bigint | null) => repo.page(merchantId, f, days, after, EXPORT_PAGE);
    },
  };
}

export type DepositDesk = ReturnType<typeof depositDesk>;
