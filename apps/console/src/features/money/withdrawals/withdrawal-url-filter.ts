import {
  WITHDRAWAL_STATUSES,
  type WithdrawalFilter,
  withdrawalFilterSchema,
} from '@pf/shared/contracts/money';
import { useSearchParams } from 'react-router';
import type { WithdrawalStatus } from './withdrawal-queries';

/** The filter fields other than the status, in the order the form shows them. */
export const FILTER_FIELDS = ['username', 'minAmount', 'maxAmount', 'from', 'to'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type FilterValues = Record<FilterField, string>;

const isStatus = (s: string | null): s is WithdrawalStatus =>
  (WITHDRAWAL_STATUSES as readonly (string | null)[]).includes(s);

/**
 * The queue's filter lives in the address, so a filtered view can be bookmarked or sent to a
 * colleague; a hand-edited address that the contract refuses reads as no filter rather than an
 * error page. Pending is the status when none is named: the queue is the desk's work.
 */
export function useWithdrawalFilter() {
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(FILTER_FIELDS.map((f) => [f, params.get(f) ?? ''])) as FilterValues;
  const status = params.get('status');
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ''));
  const parsed = withdrawalFilterSchema.safeParse(given);
  const filter: WithdrawalFilter = {
    ...(parsed.success ? parsed.data : {}),
    status: isStatus(status) ? status : 'pending',
  };
  const write = (next: Partial<FilterValues> & { status?: WithdrawalStatus }) => {
    const merged = { ...raw, status: filter.status, ...next };
    setParams(
      Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== '' && v !== undefined)) as Record<
        string,
        string
      >,
    );
  };
  return { filter, values: raw, status: filter.status as WithdrawalStatus, write };
}
