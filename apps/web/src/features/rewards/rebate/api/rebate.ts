import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardsKeys } from '@/features/rewards/query-keys';
import { useMemberQuery } from '@/lib/member-query';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { callApi } from './calls';

export const CLAIM_PAGE_SIZE = 10;

export function useRebateSummary() {
  return useMemberQuery(
    (token) => rewardsKeys.rebate.summary(token),
    (signal) => callApi('rebate.summary', { signal }),
  );
}

export function useRebateClaims(pageNo: number) {
  return useMemberQuery(
    (token) => rewardsKeys.rebate.claims(token, pageNo),
    (signal) => callApi('rebate.claims', { query: { pageNo, pageSize: CLAIM_PAGE_SIZE }, signal }),
    { keepPrevious: true },
  );
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
