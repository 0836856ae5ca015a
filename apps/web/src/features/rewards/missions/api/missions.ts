import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rewardsKeys } from '@/features/rewards/query-keys';
import { useLanguage } from '@/lib/i18n/use-language';
import { refreshBalance } from '@/lib/push-topics';
import { useRealMember, useSessionStore } from '@/lib/session-store';
import { callApi } from './calls';

/** Missions are for real accounts: visitors and trials have none. */
const useHasMissions = useRealMember;

export function useMissionSummary(wanted = true) {
  const token = useSessionStore((s) => s.token);
  const { code: language } = useLanguage();
  const hasMissions = useHasMissions();
  return useQuery({
    queryKey: rewardsKeys.missions.summary(token, language),
    queryFn: ({ signal }) => callApi('missions.summary', { query: { language }, signal }),
    enabled: hasMissions && wanted,
  });
}

/**
 * Missions completed and not yet claimed: the member centre badge (§2); 0 for visitors and trials.
 * The badge shows only inside the open member centre, so it is asked for only then.
 */
export function useMissionBadge(centreOpen: boolean): number {
  const summary = useMissionSummary(centreOpen);
  return summary.data?.claimableCount ?? 0;
}

export function useMissionLeaderboard(missionId: string | null) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: rewardsKeys.missions.leaderboard(token, missionId),
    queryFn: ({ signal }) =>
      callApi('missions.leaderboard', { query: missionId ? { missionId } : {}, signal }),
    enabled: useHasMissions(),
  });
}

/** A claim moves money: missions, the board and the wallet balance are all read again. */
export function useClaimMission() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useMutation({
    mutationFn: (input: { missionId: string; requestId: string }) =>
      callApi('missions.claim', { body: input }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rewardsKeys.missions.ofMember(token) }),
        refreshBalance(client),
      ]),
  });
}
