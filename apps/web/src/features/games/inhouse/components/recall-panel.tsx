import type { InhouseGame, RoundView } from '@pf/shared/inhouse/index';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SpinnerStatus } from '@/components/ui/spinner';
import { TitledSection } from '@/components/ui/titled-section';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { recallQueryOptions } from '../api/inhouse-api';
import { displayAmount, minorOf } from '../model/money';
import { OutcomeSummary } from './outcome-summary';
import { VerifyDialog } from './verify-dialog';

function Cell({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-[11px] font-semibold text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 truncate text-sm text-fg tabular-nums">{children}</dd>
    </div>
  );
}

/** Game recall: the last ten rounds with outcome, stake, win and the balance before and after. */
export function RecallPanel({ game }: { game: InhouseGame }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const token = useSessionStore((s) => s.token);
  const recall = useQuery(recallQueryOptions(game, token));
  const [verifying, setVerifying] = useState<RoundView | null>(null);

  let body: React.ReactNode;
  if (recall.isPending) {
    body = <SpinnerStatus className="flex justify-center py-8 text-muted" label={t('account.updating')} />;
  } else if (recall.isError) {
    body = (
      <div className="space-y-2 py-4 text-center">
        <p role="alert" className="text-sm text-danger">
          {t('inhouse.recall.error')}
        </p>
        <Button size="sm" variant="outline" onClick={() => void recall.refetch()}>
          {t('inhouse.recall.retry')}
        </Button>
      </div>
    );
  } else if (recall.data.length === 0) {
    body = (
      <EmptyState
        testId="recall-empty"
        icon="clock"
        title={t('inhouse.recall.emptyTitle')}
        message={t('inhouse.recall.emptyMessage')}
        className="py-6"
      />
    );
  } else {
    body = (
      <ul className="divide-y divide-line" data-testid="recall-list">
        {recall.data.map((round) => {
          const won = (minorOf(round.win) ?? 0n) > 0n;
          return (
            <li key={round.roundId} data-testid="recall-row" className="py-3">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-[1.8fr_1.9fr_0.9fr_0.9fr_1.2fr_1.2fr_auto] sm:items-center">
                <Cell label={t('inhouse.recall.time')}>
                  <span title={t('inhouse.recall.round', { id: round.roundId })}>
                    {formatDateTime(round.createdAt, locale)}
                  </span>
                </Cell>
                <Cell label={t('inhouse.recall.outcome')} className="col-span-2 sm:col-span-1">
                  <OutcomeSummary round={round} />
                </Cell>
                <Cell label={t('inhouse.recall.stake')}>{displayAmount(round.stake)}</Cell>
                <Cell label={t('inhouse.recall.win')}>
                  <span className={won ? 'font-bold text-success' : undefined}>
                    {displayAmount(round.win)}
                  </span>
                </Cell>
                <Cell label={t('inhouse.recall.before')}>{displayAmount(round.balanceBefore)}</Cell>
                <Cell label={t('inhouse.recall.after')}>
                  {round.status === 'open' ? t('inhouse.recall.open') : displayAmount(round.balanceAfter)}
                </Cell>
                <div className="col-span-2 sm:col-span-1">
                  <Button
                    size="sm"
                    variant="outline"
                    data-testid="recall-verify"
                    disabled={round.status === 'open'}
                    onClick={() => setVerifying(round)}
                  >
                    {t('inhouse.recall.verify')}
                  </Button>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <TitledSection
      titleId="inhouse-recall-title"
      title={t('inhouse.recall.title')}
      testId="inhouse-recall"
      className="rounded-2xl border border-line bg-surface p-4 shadow-card"
      titleClassName="mb-2 text-base font-bold text-fg"
    >
      {body}
      <VerifyDialog round={verifying} onClose={() => setVerifying(null)} />
    </TitledSection>
  );
}
