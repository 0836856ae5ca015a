import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rewardsKeys } from '@/features/rewards/query-keys';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { callApi } from './calls';

export const CLAIM_PAGE_SIZE = 10;

export function useRebateSummary() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: rewardsKeys.rebate.summary(token),
    queryFn: ({ signal }) => callApi('rebate.summary', { signal }),
    enabled: token !== null,
  });
}

export function useRebateClaims(pageNo: number) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: rewardsKeys.rebate.claims(token, pageNo),
    queryFn: ({ signal }) =>
      callApi('rebate.claims', { query: { pageNo, pageSize: CLAIM_PAGE_SIZE }, signal }),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
}

/** A claim moves money: the rebate, the claims and the wallet balance are all read again. */
export function useClaimRebate() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useMutation({
    mutationFn: (requestId: string) => callApi('rebate.claim', { body: { requestId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rewardsKeys.rebate.ofMember(token) }),
        refreshBalance(client),
      ]),
  });
}

/** One id per claim the member makes: a resend of a lost answer reuses it, so it pays once. */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
