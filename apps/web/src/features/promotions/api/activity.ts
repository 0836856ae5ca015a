import type { ContractBody, Contracts } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { useSessionStore } from '@/lib/session-store';

export const activityStateKey = (promotionId: number) =>
  ['promotions', 'activityState', promotionId] as const;

/** The signed-in member's §4 state for a promotion; no call for a visitor. */
export function useActivityState(promotionId: number) {
  const signedIn = useSessionStore((s) => s.token !== null);
  return useQuery({
    queryKey: activityStateKey(promotionId),
    queryFn: ({ signal }) => callApi('activity.state', { params: { promotionId }, signal }),
    enabled: signedIn,
    retry: false,
  });
}

export const applyForActivity = (body: ContractBody<Contracts['activity.apply']>) =>
  callApi('activity.apply', { body });
