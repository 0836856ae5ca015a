import type {
  staffWithdrawalSchema,
  WITHDRAWAL_STATUSES,
  WithdrawalFilter,
} from '@pf/shared/contracts/money';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { moneyCall } from '../money-calls';
import { moneyKeys } from '../query-keys';

export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type StaffWithdrawal = z.output<typeof staffWithdrawalSchema>;

/** Rows per page of the queue: a screen's worth, and one risk reading of the server per page. */
export const WITHDRAWALS_PAGE = 50;

/** A page of the filtered list; `after` is the last order number of the page before. */
export const withdrawalsQuery = (filter: WithdrawalFilter, after: string | undefined) =>
  queryOptions({
    queryKey: [...moneyKeys.withdrawalLists, filter, after ?? null] as const,
    queryFn: ({ signal }) =>
      moneyCall('money.staffWithdrawals', {
        query: { ...filter, ...(after ? { after } : {}), limit: WITHDRAWALS_PAGE },
        signal,
      }),
    // The page on screen stays while the next one loads, so paging does not blank the table.
    placeholderData: keepPreviousData,
  });

type Decision = { orderNo: string; approve: true } | { orderNo: string; approve: false; note: string };

/**
 * Approves (pays out) or rejects a pending withdrawal. Each is decided once on the server: a second
 * decision, by anyone, is refused with WITHDRAWAL_REVIEWED, which the screen shows. The lists are
 * read again either way, so a decision made elsewhere shows too.
 */
export function useWithdrawalDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      d.approve
        ? moneyCall('money.approveWithdrawal', { params: { orderNo: d.orderNo }, body: {} })
        : moneyCall('money.rejectWithdrawal', { params: { orderNo: d.orderNo }, body: { note: d.note } }),
    onSettled: () => client.invalidateQueries({ queryKey: moneyKeys.withdrawalLists }),
  });
}
