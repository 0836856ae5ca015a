import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { BetRecord } from '../api/betting-record';
import { displayAmount, displayProfit, toneOf } from '../model/money';
import { LotteryLineDetails } from './lottery-line';
import { RoundDetailAction } from './round-detail-action';

const STATUS_TONE: Record<BetRecord['status'], string> = {
  open: 'bg-accent/15 text-accent',
  settled: 'bg-success/15 text-success',
  void: 'bg-surface-3 text-muted',
};

const PROFIT_TONE = { up: 'text-success', down: 'text-danger', flat: 'text-muted' } as const;

/** One round: game and vendor, when it was placed, its state, and stake, win and profit. */
export function RecordRow({ record }: { record: BetRecord }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <li
      data-testid="record-row"
      data-round={record.roundId}
      data-vendor={record.vassalage}
      data-status={record.status}
      className="rounded-xl border border-line bg-surface p-3 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-fg" data-testid="record-game">
            {record.gameName}
          </p>
          <p className="truncate text-xs text-muted" data-testid="record-vendor-name">
            {record.vendorName}
          </p>
        </div>
        <span
          data-testid="record-status"
          className={cn(
            'shrink-0 rounded-full px-2 py-0.5 text-[11px] font-semibold',
            STATUS_TONE[record.status] ?? STATUS_TONE.void,
          )}
        >
          {t(`inhouse.record.status.${record.status}`)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-xs tabular-nums">
        <div>
          <dt className="text-muted">{t('inhouse.record.stake')}</dt>
          <dd className="font-semibold text-fg" data-testid="record-stake">
            {displayAmount(record.stake)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('inhouse.record.win')}</dt>
          <dd className="font-semibold text-fg" data-testid="record-win">
            {displayAmount(record.win)}
          </dd>
        </div>
        <div className="text-end">
          <dt className="text-muted">{t('inhouse.record.profit')}</dt>
          <dd className={cn('font-semibold', PROFIT_TONE[toneOf(record.profit)])} data-testid="record-profit">
            {record.status === 'open' ? '–' : displayProfit(record.profit)}
          </dd>
        </div>
      </dl>
      {record.lottery ? <LotteryLineDetails line={record.lottery} /> : null}
      <p className="mt-2 flex flex-wrap justify-between gap-x-3 text-[11px] text-muted">
        <time dateTime={record.betTime} data-testid="record-time">
          {formatDateTime(record.betTime, locale)}
        </time>
        <span className="font-mono">{t('inhouse.record.round', { id: record.roundId })}</span>
      </p>
      {record.roundDetail ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <RoundDetailAction record={record} />
        </div>
      ) : null}
    </li>
  );
}
