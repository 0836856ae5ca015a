import { useQuery } from '@tanstack/react-query';
import { rewardsKeys } from '@/features/rewards/query-keys';
import { useMemberQuery } from '@/lib/member-query';
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
  return useMemberQuery(
    (token) => rewardsKeys.referral.info(token),
    (signal) => callApi('referral.info', { signal }),
  );
}

export function useInvitees(pageNo: number) {
  return useMemberQuery(
    (token) => rewardsKeys.referral.invitees(token, pageNo),
    (signal) => callApi('referral.invitees', { query: { pageNo, pageSize: INVITEE_PAGE_SIZE }, signal }),
    { keepPrevious: true },
  );
}

export function useVipProgress() {
  return useMemberQuery(
    (token) => rewardsKeys.vipProgress(token),
    (signal) => callApi('vip.progress', { signal }),
  );
}
