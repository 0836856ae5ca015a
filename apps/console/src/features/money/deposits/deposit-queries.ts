import {
  DEPOSIT_STATUSES,
  type depositFilterSchema,
  type staffDepositSchema,
} from '@pf/shared/contracts/money';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { moneyCall } from '../money-calls';
import { moneyKeys } from '../query-keys';

export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export type StaffDeposit = z.output<typeof staffDepositSchema>;

/** The filters as the address and the wire carry them (amounts in minor units); absent: not set. */
export const FILTER_KEYS = ['status', 'method', 'minAmount', 'maxAmount', 'from', 'to', 'username'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type DepositFilter = z.input<typeof depositFilterSchema>;

/** The filters the address holds, so a shared link opens the same view. */
export function filterFromParams(params: URLSearchParams): DepositFilter {
  const filter: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  return withStatus(filter);
}

export const isDepositStatus = (s: string | undefined): s is DepositStatus =>
  (DEPOSIT_STATUSES as readonly string[]).includes(s ?? '');

/** The filter with its status kept only when it is one (an address can hold anything). */
export function withStatus(f: Partial<Record<FilterKey, string>>): DepositFilter {
  const { status, ...rest } = f;
  return isDepositStatus(status) ? { ...rest, status } : rest;
}

/** How many orders a page of the list holds. */
const PAGE = 50;

/** The list newest first, page after page by the server's key: "load more" asks for the next. */
export const depositsQuery = (filter: DepositFilter) =>
  infiniteQueryOptions({
    queryKey: moneyKeys.deposits(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      moneyCall('money.staffDeposits', {
        query: { ...filter, limit: PAGE, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The re-check of an order with its provider; the list is read again after, whatever it did. */
export function useRecheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => moneyCall('money.recheckDeposit', { params: { orderNo } }),
    onSettled: () => client.invalidateQueries({ queryKey: moneyKeys.depositLists }),
  });
}
