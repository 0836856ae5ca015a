import type { MissionView } from '@pf/shared';
import { useRef } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { showAlert } from '@/lib/alert-store';
import { ApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n/use-translation';
import { newRequestId } from '@/lib/request-id';
import { useClaimMission, useMissionSummary } from '../api/missions';
import { Leaderboard } from '../components/leaderboard';
import { Empty, LoadFailed, LoadingBlocks } from '../components/load-states';
import { MissionCard } from '../components/mission-card';
import { missionErrorText, showAmount } from '../lib/mission-text';

/** A refusal is final for its request id; only a lost answer is resent with the same id. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** missionLeaderboard (§2): the brand's missions with the member's progress and claims, and the board. */
export function MissionPage() {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  const claim = useClaimMission();
  // One request id per mission until it is answered, so a resend after a lost answer pays once.
  const pending = useRef(new Map<string, string>());

  const onClaim = (m: MissionView) => {
    const requestId = pending.current.get(m.id) ?? newRequestId();
    pending.current.set(m.id, requestId);
    claim.mutate(
      { missionId: m.id, requestId },
      {
        onSuccess: (r) => {
          pending.current.delete(m.id);
          void showAlert({
            tone: 'success',
            message: t('missions.claimedToast', { amount: showAmount(r.claim.amount) }),
          });
        },
        onError: (error) => {
          if (isRefusal(error)) pending.current.delete(m.id);
          void showAlert({ tone: 'warning', message: missionErrorText(t, error) });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="mission-page">
      <PageHeading title={t('missions.title')} lead={t('missions.subtitle')} />
      {summary.isPending ? (
        <LoadingBlocks count={3} label={t('missions.loading')} />
      ) : summary.isError ? (
        <LoadFailed error={summary.error} onRetry={() => void summary.refetch()} />
      ) : summary.data.list.length === 0 ? (
        <Empty icon="star" title={t('missions.emptyTitle')} hint={t('missions.emptyHint')} />
      ) : (
        <ul className="space-y-3">
          {summary.data.list.map((m) => (
            <MissionCard
              key={m.id}
              mission={m}
              claiming={claim.isPending && claim.variables?.missionId === m.id}
              onClaim={onClaim}
            />
          ))}
        </ul>
      )}
      <Leaderboard missions={summary.data?.list ?? []} />
    </div>
  );
}
