import type { ContractBody } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { rewardsKeys } from '@/features/rewards/query-keys';
import { useSessionStore } from '@/lib/session-store';
import type { Calls } from './calls';
import { callApi } from './calls';

/** The signed-in member's §4 state for a promotion; no call for a visitor. */
export function useActivityState(promotionId: number) {
  const signedIn = useSessionStore((s) => s.token !== null);
  return useQuery({
    queryKey: rewardsKeys.promotions.activityState(promotionId),
    queryFn: ({ signal }) => callApi('activity.state', { params: { promotionId }, signal }),
    enabled: signedIn,
    retry: false,
  });
}

export const applyForActivity = (body: ContractBody<Calls['activity.apply']>) =>
  callApi('activity.apply', { body });
