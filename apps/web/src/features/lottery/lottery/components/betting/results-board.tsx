import { parseWinningNumbers } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SpinnerStatus } from '@/components/ui/spinner';
import { TitledSection } from '@/components/ui/titled-section';
import { formatDateTime } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LotteryDraw } from '../../api/game';
import { drawsQuery } from '../../api/game';
import { prizeRows } from '../../model/prize-rows';
import { LotteryLoadFailed } from '../load-failed';
import { NumberBall } from '../number-ball';
import { PrizeTable } from '../prize-table';
import { VerifyDialog } from './verify-dialog';

/** Results are looked at again this often, so a new draw appears without a reload. */
const RESULTS_POLL_MS = 15_000;

/** The results board: recent draws newest first, each RNG draw with a way to verify it. */
export function ResultsBoard({ gameCode, keno }: { gameCode: string; keno: boolean }) {
  const { t, i18n } = useTranslation();
  const draws = useQuery({ ...drawsQuery(gameCode), refetchInterval: RESULTS_POLL_MS });
  const [open, setOpen] = useState<number | null>(null);
  const [verifying, setVerifying] = useState<LotteryDraw | null>(null);
  const list = draws.data?.list ?? [];

  return (
    <TitledSection
      titleId="lottery-results-title"
      title={t('lottery.results.title')}
      testId="lottery-results"
      className="rounded-2xl border border-line bg-surface p-4 shadow-card"
      titleClassName="mb-3 flex items-center gap-2 font-bold"
      icon="balls"
      iconClassName="size-4 text-accent"
    >
      {draws.isPending ? (
        <SpinnerStatus className="grid h-24 place-items-center text-muted" label={t('lottery.loading')} />
      ) : draws.isError ? (
        <LotteryLoadFailed onRetry={() => void draws.refetch()} />
      ) : list.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted" data-testid="lottery-results-empty">
          {t('lottery.results.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {list.map((d) => {
            const parsed = d.winningNumber ? parseWinningNumbers(d.winningNumber) : null;
            const balls = keno
              ? parsed?.format === 'list'
                ? parsed.numbers
                : []
              : (prizeRows(d.prizes, d.winningNumber ?? '')[0]?.numbers ?? []);
            const expanded = open === d.drawId;
            return (
              <li key={d.drawId} className="py-3" data-testid="lottery-result" data-numero={d.numero}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-mono text-sm font-semibold">#{d.numero}</p>
                    <p className="text-xs text-muted">{formatDateTime(d.drawAt, i18n.language)}</p>
                    {d.status === 'cancelled' && d.incidentId ? (
                      <p
                        className="text-xs font-semibold break-words text-danger"
                        data-testid="lottery-incident"
                      >
                        {t('lottery.results.incident')}
                      </p>
                    ) : null}
                    {d.status === 'cancelled' && d.cancelReason ? (
                      <p className="text-xs break-words text-muted" data-testid="lottery-cancel-reason">
                        {t('lottery.results.cancelReason', { reason: d.cancelReason })}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex items-center gap-1.5">
                    {d.status === 'cancelled' ? (
                      <span className="rounded-full bg-danger/15 px-2 py-0.5 text-xs font-bold text-danger">
                        {t('lottery.results.cancelled')}
                      </span>
                    ) : null}
                    {!keno && d.winningNumber ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setOpen(expanded ? null : d.drawId)}
                        aria-expanded={expanded}
                      >
                        {t(expanded ? 'lottery.results.less' : 'lottery.results.all')}
                      </Button>
                    ) : null}
                    {d.serverSeed ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setVerifying(d)}
                        data-testid="lottery-verify"
                      >
                        <Icon name="shieldCheck" className="size-3.5" />
                        {t('lottery.verify.button')}
                      </Button>
                    ) : null}
                  </div>
                </div>
                {balls.length > 0 ? (
                  <div className="mt-2 flex flex-wrap gap-1">
                    {keno ? (
                      balls.map((b) => <NumberBall key={b} value={b} tone="brand" />)
                    ) : (
                      <span className="font-mono text-lg font-extrabold tracking-wider text-danger">
                        {balls[0]}
                      </span>
                    )}
                  </div>
                ) : null}
                {expanded && d.winningNumber ? (
                  <div className="mt-2">
                    <PrizeTable rows={prizeRows(d.prizes, d.winningNumber)} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <VerifyDialog draw={verifying} keno={keno} onClose={() => setVerifying(null)} />
    </TitledSection>
  );
}
