import { useQuery } from '@tanstack/react-query';
import { rewardsKeys } from '@/features/rewards/query-keys';
import { useSessionStore } from '@/lib/session-store';
import { callApi } from './calls';

export const INVITEE_PAGE_SIZE = 10;

/** Whether the brand runs the referral programme: the invite entry shows only then. */
export function useReferralStatus() {
  return useQuery({
    queryKey: rewardsKeys.referral.status(),
    queryFn: ({ signal }) => callApi('referral.status', { signal }),
    staleTime: 60_000,
  });
}

export function useReferralInfo() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: rewardsKeys.referral.info(token),
    queryFn: ({ signal }) => callApi('referral.info', { signal }),
    enabled: token !== null,
  });
}

export function useInvitees(pageNo: number) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: rewardsKeys.referral.invitees(token, pageNo),
    queryFn: ({ signal }) =>
      callApi('referral.invitees', { query: { pageNo, pageSize: INVITEE_PAGE_SIZE }, signal }),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
}

export function useVipProgress() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: rewardsKeys.vipProgress(token),
    queryFn: ({ signal }) => callApi('vip.progress', { signal }),
    enabled: token !== null,
  });
}
