import { formatCount, type PointRedeem, REDEEM_STATUSES, type RedeemStatus } from '@pf/shared';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useRedeemHistory } from '../api/points';
import { Empty, LoadFailed, LoadingCards } from './load-states';

const TONE: Record<RedeemStatus, string> = {
  in_process: 'bg-accent/15 text-accent',
  approved: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
};

function RedeemRow({ redeem }: { redeem: PointRedeem }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <li className="flex items-start gap-3 rounded-xl border border-line bg-surface p-3">
      {redeem.imageUrl ? (
        <img
          src={redeem.imageUrl}
          alt=""
          loading="lazy"
          className="size-12 shrink-0 rounded-lg object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg">
          {redeem.rewardName}{' '}
          <span className="text-muted">{t('points.quantityOf', { count: redeem.quantity })}</span>
        </p>
        <p className="text-xs text-muted">{formatDateTime(redeem.createdAt, locale)}</p>
        {redeem.decidedAt ? (
          <p className="text-xs text-muted">
            {t('points.decidedAt', { date: formatDateTime(redeem.decidedAt, locale) })}
          </p>
        ) : null}
        {redeem.remark ? <p className="mt-1 text-xs text-fg/80">{redeem.remark}</p> : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span
          data-status={redeem.status}
          className={cn('rounded-full px-2 py-0.5 text-[11px] font-semibold', TONE[redeem.status])}
        >
          {t(`points.status.${redeem.status}`)}
        </span>
        <span className="text-xs font-semibold text-fg tabular-nums">−{formatCount(redeem.points)}</span>
      </div>
    </li>
  );
}

/** The member's redemptions by state (§4 Redeem states), newest first. */
export function RedeemHistory() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RedeemStatus | 'all'>('all');
  const [pageNo, setPageNo] = useState(1);
  const history = useRedeemHistory(pageNo, filter === 'all' ? undefined : filter);
  const pick = (value: RedeemStatus | 'all') => {
    setFilter(value);
    setPageNo(1);
  };

  let body: React.ReactNode;
  if (history.isPending) body = <LoadingCards count={3} className="space-y-2 [&>div]:h-16" />;
  else if (history.isError)
    body = <LoadFailed error={history.error} onRetry={() => void history.refetch()} />;
  else if (history.data.list.length === 0)
    body = <Empty icon="receipt" title={t('points.emptyHistory')} hint={t('points.emptyHistoryHint')} />;
  else
    body = (
      <>
        <ul className="space-y-2" aria-label={t('points.history')}>
          {history.data.list.map((r) => (
            <RedeemRow key={r.id} redeem={r} />
          ))}
        </ul>
        <Pager
          pageNo={pageNo}
          totalPages={history.data.totalPages}
          onChange={setPageNo}
          busy={history.isFetching}
        />
      </>
    );

  return (
    <div className="space-y-4">
      <SegmentedTabs
        label={t('points.history')}
        value={filter}
        onChange={pick}
        className="max-w-lg"
        options={[
          { value: 'all', label: t('points.filterAll') },
          ...REDEEM_STATUSES.map((s) => ({ value: s, label: t(`points.status.${s}`) })),
        ]}
      />
      {body}
    </div>
  );
}
