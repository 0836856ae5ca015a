import type { ContractBody, RedeemStatus } from '@pf/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rewardsKeys } from '@/features/rewards/query-keys';
import { useLanguage } from '@/lib/i18n/use-language';
import { useMemberQuery } from '@/lib/member-query';
import { useSessionStore } from '@/lib/session-store';
import type { Calls } from './calls';
import { callApi } from './calls';

export const REDEEM_PAGE_SIZE = 10;

const pointBalanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: rewardsKeys.points.balance(token),
    queryFn: ({ signal }) => callApi('points.balance', { signal }),
    select: (v) => v.points,
    enabled: token !== null,
  });

export function usePointBalance(enabled = true) {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...pointBalanceQuery(token), enabled: enabled && token !== null });
}

export function usePointConfig() {
  return useMemberQuery(
    (token) => rewardsKeys.points.config(token),
    (signal) => callApi('points.config', { signal }),
  );
}

export function usePointRewards() {
  const token = useSessionStore((s) => s.token);
  const { code } = useLanguage();
  return useQuery({
    queryKey: rewardsKeys.points.rewards(token, code),
    queryFn: ({ signal }) => callApi('points.rewards', { query: { language: code }, signal }),
    select: (v) => v.list,
    enabled: token !== null,
  });
}

export function useRedeemHistory(pageNo: number, status: RedeemStatus | undefined) {
  const { code } = useLanguage();
  return useMemberQuery(
    (token) => rewardsKeys.points.redeems(token, code, status, pageNo),
    (signal) =>
      callApi('points.redeems', {
        query: { pageNo, pageSize: REDEEM_PAGE_SIZE, language: code, ...(status ? { status } : {}) },
        signal,
      }),
    { keepPrevious: true },
  );
}

/** ODSFE2_MemTransDet: the member's points record, a page at a time, newest first. */
export function usePointEntries(pageNo: number) {
  return useMemberQuery(
    (token) => rewardsKeys.points.entries(token, pageNo),
    (signal) => callApi('points.entries', { query: { pageNo, pageSize: REDEEM_PAGE_SIZE }, signal }),
    { keepPrevious: true },
  );
}

/** A redemption or conversion changes points, stock and history: all of them are read again. */
function useRefreshPoints() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return () => client.invalidateQueries({ queryKey: rewardsKeys.points.ofMember(token) });
}

export function useRedeemReward() {
  const refresh = useRefreshPoints();
  return useMutation({
    mutationFn: (body: ContractBody<Calls['points.redeem']>) => callApi('points.redeem', { body }),
    onSuccess: refresh,
  });
}

export function useConvertPoints() {
  const refresh = useRefreshPoints();
  return useMutation({
    mutationFn: (body: ContractBody<Calls['points.convert']>) => callApi('points.convert', { body }),
    onSuccess: refresh,
  });
}
