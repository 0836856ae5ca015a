import { BONUS_GRANT_STATUSES, type BonusGrantStatus } from '@pf/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { displayAmount, EmptyBlock, ErrorBlock, LoadingRows, toMinor } from '@/features/money/wallet';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSessionStore } from '@/lib/session-store';
import { bonusGrantsQuery } from '../api/bonus';
import { BonusGrantRow } from '../components/bonus-grant-row';

type Filter = BonusGrantStatus | 'all';

/** bonusDetails: the member's bonuses from promotions, each with its wagering progress and state. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNo, setPageNo] = useState(1);
  const grants = useQuery(bonusGrantsQuery(token, filter === 'all' ? undefined : filter, pageNo));
  const active = grants.data ? toMinor(grants.data.activeAmount) : null;

  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="bonus-details-page">
      <SegmentedTabs
        label={t('wallet.bonus.filterLabel')}
        value={filter}
        onChange={(f) => {
          setFilter(f);
          setPageNo(1);
        }}
        // Seven states do not fit a phone's width in equal columns: there each tab takes its
        // label's width and the strip scrolls sideways on its own, like the member centre's chips.
        className="scrollbar-none w-full max-sm:auto-cols-max max-sm:overflow-x-auto sm:w-auto"
        options={[
          { value: 'all' as const, label: t('wallet.bonus.all'), testId: 'bonus-filter-all' },
          ...BONUS_GRANT_STATUSES.map((s) => ({
            value: s,
            label: t(`wallet.status.${s}`),
            testId: `bonus-filter-${s}`,
          })),
        ]}
      />
      {active !== null && active > 0n ? (
        <p className="text-sm font-semibold" data-testid="bonus-active-total">
          {t('wallet.bonus.activeTotal', { amount: displayAmount(grants.data?.activeAmount ?? '0') })}
        </p>
      ) : null}
      {grants.isPending ? (
        <LoadingRows />
      ) : grants.isError ? (
        <ErrorBlock error={grants.error} onRetry={() => void grants.refetch()} />
      ) : grants.data.list.length === 0 ? (
        <EmptyBlock icon="gift" title={t('wallet.bonus.empty')} message={t('wallet.bonus.emptyHint')} />
      ) : (
        <div className={cn('space-y-3', grants.isPlaceholderData && 'opacity-60')}>
          <ul className="space-y-2">
            {grants.data.list.map((g) => (
              <BonusGrantRow key={g.id} grant={g} />
            ))}
          </ul>
          <Pager pageNo={grants.data.pageNo} totalPages={grants.data.totalPages} onChange={setPageNo} />
        </div>
      )}
    </div>
  );
}
