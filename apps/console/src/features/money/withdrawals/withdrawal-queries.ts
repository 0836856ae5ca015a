import type { staffWithdrawalSchema, WITHDRAWAL_STATUSES } from '@pf/shared/contracts/money';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { moneyCall } from '../money-calls';
import { moneyKeys } from '../query-keys';

export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type StaffWithdrawal = z.output<typeof staffWithdrawalSchema>;

export const withdrawalsQuery = (status: WithdrawalStatus) =>
  queryOptions({
    queryKey: moneyKeys.withdrawals(status),
    queryFn: ({ signal }) => moneyCall('money.staffWithdrawals', { query: { status, limit: 200 }, signal }),
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
