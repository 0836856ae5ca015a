import type { ActivityState } from '@pf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { rewardsKeys } from '@/features/rewards/query-keys';
import { showAlert } from '@/lib/alert-store';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useActivityState } from '../api/activity';
import { ActivityApplyForm } from './activity-apply-form';

/** How each §4 state reads: good news in green, a refusal in red, the rest neutral. */
const TONE: Record<ActivityState, string> = {
  join: 'bg-accent/15 text-accent',
  claim: 'bg-accent/15 text-accent',
  applying: 'bg-surface-2 text-fg',
  rejected: 'bg-danger/15 text-danger',
  issued: 'bg-success/15 text-success',
  claimed: 'bg-success/15 text-success',
  process: 'bg-surface-2 text-fg',
  joined: 'bg-success/15 text-success',
  closed: 'bg-surface-2 text-muted',
  coming_soon: 'bg-surface-2 text-muted',
};

/**
 * The member's §4 state for the promotion (/promoDetail), and the apply button with its form
 * when the promotion is taken part in by application. The bonus card keeps its own join and
 * claim buttons, so those two states show nothing here.
 */
export function ActivityPanel({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useActivityState(promotionId);
  const [open, setOpen] = useState(false);
  if (query.isPending && query.fetchStatus === 'fetching') {
    return (
      <div
        role="status"
        aria-label={t('activity.loading')}
        className="h-16 animate-pulse rounded-2xl bg-surface-2"
      />
    );
  }
  const data = query.data;
  // A visitor, or a read that failed: the terms still stand on their own.
  if (!data?.state) return null;
  const canApply = data.applicationRequired && data.state === 'join';
  if (!data.applicationRequired && (data.state === 'join' || data.state === 'claim')) return null;
  const app = data.application;

  const done = async () => {
    setOpen(false);
    await queryClient.invalidateQueries({
      queryKey: rewardsKeys.promotions.activityState(promotionId),
    });
    void showAlert({ tone: 'success', message: t('activity.sent') });
  };

  return (
    <section
      aria-labelledby="promo-activity"
      data-testid="promo-activity"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-card sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id="promo-activity" className="text-base font-bold text-fg">
          {t('activity.title')}
        </h2>
        {app?.status === 'rejected' && app.rejectReason ? (
          <p className="text-sm break-words text-muted">
            {t('activity.reason', { reason: app.rejectReason })}
          </p>
        ) : null}
        {app?.rewardAmount ? (
          <p className="text-sm text-muted">{t('activity.reward', { amount: app.rewardAmount })}</p>
        ) : null}
      </div>
      {canApply ? (
        <Button className="w-full sm:w-auto" onClick={() => setOpen(true)}>
          {t('activity.apply')}
        </Button>
      ) : (
        <span
          className={cn(
            'inline-flex justify-center rounded-full px-3 py-1 text-sm font-semibold',
            TONE[data.state],
          )}
          data-state={data.state}
        >
          {t('activity.stateLabel', { state: t(`activity.state.${data.state}`) })}
        </span>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('activity.formTitle')} size="lg" plain>
        <ActivityApplyForm
          promotionId={promotionId}
          onDone={() => void done()}
          onCancel={() => setOpen(false)}
        />
      </Dialog>
    </section>
  );
}
