import { formatCount, type PointConfig } from '@pf/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showAmount } from '../lib/amount';

/** The member's points, the brand's ratio and rate, and the way to cash. */
export function PointsSummary({
  points,
  config,
  onConvert,
}: {
  points: number | undefined;
  config: PointConfig | undefined;
  onConvert: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="points-balance-label"
      className="relative overflow-hidden rounded-2xl border border-line bg-linear-to-br from-accent/25 via-surface to-brand/20 p-5 shadow-card sm:p-6"
    >
      <div
        className="absolute -end-10 -top-10 size-40 rounded-full bg-accent/20 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p id="points-balance-label" className="flex items-center gap-2 text-sm font-semibold text-muted">
            <Icon name="star" className="size-4 text-accent" />
            {t('points.balance')}
          </p>
          <p
            className="mt-1 text-4xl font-extrabold tracking-tight text-fg tabular-nums"
            data-testid="points-balance"
          >
            {points === undefined ? '—' : formatCount(points)}
          </p>
          {config ? (
            <ul className="mt-3 space-y-1 text-xs text-muted">
              <li>{t('points.ratio', { amount: `${showAmount(config.betPerPoint)} ${config.currency}` })}</li>
              <li>
                {t('points.rate', {
                  points: formatCount(config.convertPoints),
                  amount: `${showAmount(config.convertAmount)} ${config.currency}`,
                })}
              </li>
            </ul>
          ) : null}
        </div>
        {config?.enabled ? (
          <Button variant="primary" onClick={onConvert} disabled={points === undefined}>
            <Icon name="wallet" className="size-4" />
            {t('points.convert')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
