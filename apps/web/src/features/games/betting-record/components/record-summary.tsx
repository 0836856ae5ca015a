import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { BetRecordPage } from '../api/betting-record';
import { displayAmount, displayProfit, toneOf } from '../model/money';

const PROFIT_TONE = { up: 'text-success', down: 'text-danger', flat: 'text-fg' } as const;

/** Totals over the whole filter (every page): rounds, stake, win and profit. */
export function RecordSummary({ page }: { page: BetRecordPage }) {
  const { t } = useTranslation();
  const cells = [
    { key: 'rounds', label: t('inhouse.record.rounds'), value: String(page.total), tone: 'text-fg' },
    {
      key: 'stake',
      label: t('inhouse.record.stake'),
      value: displayAmount(page.summary.stake),
      tone: 'text-fg',
    },
    { key: 'win', label: t('inhouse.record.win'), value: displayAmount(page.summary.win), tone: 'text-fg' },
    {
      key: 'profit',
      label: t('inhouse.record.profit'),
      value: displayProfit(page.summary.profit),
      tone: PROFIT_TONE[toneOf(page.summary.profit)],
    },
  ];
  return (
    <dl
      className="grid grid-cols-2 gap-2 rounded-2xl border border-line bg-surface-2/60 p-3 sm:grid-cols-4"
      data-testid="record-summary"
    >
      {cells.map((c) => (
        <div key={c.key} className="min-w-0">
          <dt className="text-[11px] text-muted">{c.label}</dt>
          <dd
            className={cn('truncate text-sm font-bold tabular-nums', c.tone)}
            data-testid={`summary-${c.key}`}
          >
            {c.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
