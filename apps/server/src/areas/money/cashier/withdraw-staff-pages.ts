import type { WithdrawalFilter } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { staffWithdrawalList } from './withdraw-staff-list.repository.ts';

/**
 * The finance desk's filtered withdrawal list as money's public face hands it to the areas above
 * (the reports area's CSV export adds each page's risk flags): a page at a time, by key.
 */
export function staffWithdrawalPages(db: Db) {
  const list = staffWithdrawalList(db);
  return {
    page: (merchantId: number | null, filter: WithdrawalFilter, after: string | undefined, limit: number) =>
      list.page(merchantId, filter, after, limit),
  };
}

export type StaffWithdrawalRow = Awaited<ReturnType<ReturnType<typeof staffWithdrawalPages>['page']>>[number];
