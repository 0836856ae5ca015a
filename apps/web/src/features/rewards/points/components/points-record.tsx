import { formatCount, type PointEntry, type PointEntryKind } from '@pf/shared';
import { useState } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { usePointEntries } from '../api/points';
import { Empty, LoadFailed, LoadingCards } from './load-states';

const ICONS: Record<PointEntryKind, IconName> = {
  bet: 'chip',
  welcome: 'sparkles',
  redeem: 'gift',
  redeem_refund: 'refresh',
  convert: 'wallet',
};

function EntryRow({ entry }: { entry: PointEntry }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const gain = entry.delta > 0;
  return (
    <li
      data-kind={entry.kind}
      className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-surface-2 text-muted">
        <Icon name={ICONS[entry.kind]} className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg">{t(`points.kind.${entry.kind}`)}</p>
        <p className="truncate text-xs text-muted">{formatDateTime(entry.createdAt, locale)}</p>
      </div>
      <div className="shrink-0 text-end tabular-nums">
        <p className={cn('text-sm font-semibold', gain ? 'text-success' : 'text-fg')}>
          {gain ? '+' : '−'}
          {formatCount(Math.abs(entry.delta))}
        </p>
        <p className="text-xs text-muted">
          {t('points.balanceAfter', { points: formatCount(entry.balanceAfter) })}
        </p>
      </div>
    </li>
  );
}

/** The points record (ODSFE2_MemTransDet): every change of the member's points and its cause. */
export function PointsRecord() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const entries = usePointEntries(pageNo);
  if (entries.isPending) return <LoadingCards count={3} className="space-y-2 [&>div]:h-16" />;
  if (entries.isError) return <LoadFailed error={entries.error} onRetry={() => void entries.refetch()} />;
  if (entries.data.list.length === 0)
    return <Empty icon="receipt" title={t('points.emptyRecord')} hint={t('points.emptyRecordHint')} />;
  return (
    <div className="space-y-2">
      <ul className="space-y-2" aria-label={t('points.record')} aria-busy={entries.isFetching}>
        {entries.data.list.map((e) => (
          <EntryRow key={e.id} entry={e} />
        ))}
      </ul>
      <Pager
        pageNo={pageNo}
        totalPages={entries.data.totalPages}
        onChange={setPageNo}
        busy={entries.isFetching}
      />
    </div>
  );
}
