import type { WithdrawalFilter } from '@pf/shared/contracts/money';
import type { ReactNode } from 'react';
import type { ListColumn } from '@/components/ui/data-table';
import type { StaffWithdrawal } from './withdrawal-queries';

/**
 * What an area above money adds to the queue (the reports area's risk flags, read from identity,
 * money and bets together): a column, the detail of an opened row, and what to say before a
 * flagged withdrawal is approved. The shell hands it in, so money knows nothing of the areas above.
 */
export interface WithdrawalExtras {
  column: ListColumn<StaffWithdrawal> | null;
  detail: (w: StaffWithdrawal) => ReactNode;
  /** The raised flags in words; null when nothing is raised (or the staff member may not read them). */
  warning: (w: StaffWithdrawal) => string | null;
  /** Still being read: the decision waits, so an approval is never taken on flags not yet seen. */
  pending: (w: StaffWithdrawal) => boolean;
}

/** A hook over the page's rows; called on every render, with the same function each time. */
export type UseWithdrawalExtras = (rows: readonly StaffWithdrawal[]) => WithdrawalExtras;

export const useNoExtras: UseWithdrawalExtras = () => ({
  column: null,
  detail: () => null,
  warning: () => null,
  pending: () => false,
});

/** The queue's export button for the filter on screen. */
export type WithdrawalExport = (filter: WithdrawalFilter) => ReactNode;
