import type { ReportFigures } from '@pf/shared/contracts/reports';
import { useTranslation } from 'react-i18next';
import { shownAmount } from '@/lib/amount';

/** Each tile's figure; `label` names a text key when the figure's is not under `reports.figures`. */
const TILES: { key: keyof ReportFigures; kind: 'amount' | 'count'; label?: string }[] = [
  { key: 'ggr', kind: 'amount' },
  { key: 'ngr', kind: 'amount' },
  // Shown beside NGR, which subtracts them: what staff credited by hand, less what they debited.
  { key: 'adjustments', kind: 'amount', label: 'exports.adjustments' },
  { key: 'stake', kind: 'amount' },
  { key: 'payout', kind: 'amount' },
  { key: 'bets', kind: 'count' },
  { key: 'deposits', kind: 'amount' },
  { key: 'withdrawals', kind: 'amount' },
  { key: 'firstDeposits', kind: 'count' },
  { key: 'registrations', kind: 'count' },
  { key: 'activePlayers', kind: 'count' },
];

/** The range's totals, one tile per figure; amounts in the brand's currency. */
export function KpiTiles({ totals, currency }: { totals: ReportFigures; currency: string }) {
  const { t } = useTranslation();
  return (
    <dl aria-label={t('reports.kpis')} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {TILES.map(({ key, kind, label }) => (
        <div key={key} className="rounded-lg border border-line bg-surface p-3">
          <dt className="text-xs uppercase tracking-wide text-muted">
            {t(label ?? `reports.figures.${key}`)}
          </dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">
            {kind === 'amount' ? shownAmount(String(totals[key])) : String(totals[key])}
            {kind === 'amount' ? (
              <span className="ml-1 text-xs font-normal text-muted">{currency}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
