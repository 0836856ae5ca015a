import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CLAIM_PAGE_SIZE, useRebateClaims } from '../api/rebate';
import { showAmount } from '../lib/amount';
import { Empty, LoadFailed, LoadingRows } from './load-states';

/** The member's claims, newest first. */
export function ClaimHistory() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const claims = useRebateClaims(pageNo);
  return (
    <section aria-labelledby="rebate-history" className="space-y-3">
      <h3 id="rebate-history" className="text-sm font-semibold">
        {t('rebate.history')}
      </h3>
      {claims.isPending ? (
        <LoadingRows count={3} label={t('rebate.loading')} />
      ) : claims.isError ? (
        <LoadFailed error={claims.error} onRetry={() => void claims.refetch()} />
      ) : claims.data.list.length === 0 ? (
        <Empty icon="clock" title={t('rebate.noClaims')} hint={t('rebate.noClaimsHint')} />
      ) : (
        <div className={cn('space-y-3', claims.isPlaceholderData && 'opacity-60')}>
          <ul className="space-y-2">
            {claims.data.list.map((c) => (
              <li
                key={c.id}
                className="flex items-center gap-3 rounded-xl border border-line bg-bg-2 px-3 py-2.5"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold">
                    {t('rebate.claimOf', { amount: showAmount(c.validBet) })}
                  </p>
                  <p className="truncate text-xs text-muted">{formatDateTime(c.createdAt, locale)}</p>
                </div>
                <span className="text-sm font-semibold tabular-nums text-success">
                  +{showAmount(c.amount)}
                </span>
              </li>
            ))}
          </ul>
          <Pager
            pageNo={pageNo}
            totalPages={Math.max(1, Math.ceil(claims.data.total / CLAIM_PAGE_SIZE))}
            onChange={setPageNo}
          />
        </div>
      )}
    </section>
  );
}
