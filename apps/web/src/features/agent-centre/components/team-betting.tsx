import type { Period } from '@pf/shared';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { REPORT_PAGE_SIZE, useTeamBets } from '../api/reports';
import { showAmount } from '../lib/money';
import { FigureCard } from './figure-card';
import { Empty, LoadFailed, Loading } from './load-states';
import { PeriodTabs } from './period-tabs';
import { UsernameSearch } from './username-search';

/** §2 team betting: the team's settled bets per member and game category, valid bet and win/loss. */
export function TeamBetting() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('D');
  const [username, setUsername] = useState<string | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const bets = useTeamBets({
    period,
    pageNo,
    pageSize: REPORT_PAGE_SIZE,
    ...(username ? { username } : {}),
  });
  const page = bets.data;
  return (
    <div className="space-y-4">
      <PeriodTabs
        value={period}
        onChange={(p) => {
          setPeriod(p);
          setPageNo(1);
        }}
      />
      <UsernameSearch
        onApply={(name) => {
          setUsername(name);
          setPageNo(1);
        }}
      />
      {bets.isPending ? (
        <Loading />
      ) : bets.isError || !page ? (
        <LoadFailed error={bets.error} onRetry={() => void bets.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2">
            <FigureCard
              label={t('agentCentre.bets.count')}
              value={String(page.totals.betCount)}
              amount={false}
            />
            <FigureCard label={t('agentCentre.bets.validBet')} value={page.totals.validBet} />
            <FigureCard label={t('agentCentre.bets.winLoss')} value={page.totals.winLoss} />
          </dl>
          {page.list.length === 0 ? (
            <Empty icon="receipt" title={t('agentCentre.bets.empty')} />
          ) : (
            <ul
              aria-label={t('agentCentre.bets.listLabel')}
              aria-busy={bets.isFetching}
              className="space-y-2"
            >
              {page.list.map((r) => (
                <li
                  key={`${r.username}-${r.category}`}
                  className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-line bg-surface-2 p-3 text-sm sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
                >
                  {/* The name gives way before the category: the badge is never clipped. */}
                  <p className="col-span-2 flex min-w-0 items-center gap-2 font-semibold sm:col-span-1">
                    <span className="truncate">{r.username}</span>
                    <span className="shrink-0 rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-semibold text-accent">
                      {t(`category.${r.category}`, { defaultValue: r.category })}
                    </span>
                  </p>
                  <p className="text-muted sm:text-end">
                    {t('agentCentre.bets.countOf', { count: r.betCount })}
                  </p>
                  <p className="sm:text-end">
                    <span className="text-xs text-muted">{t('agentCentre.bets.validBet')} </span>
                    {showAmount(r.validBet)}
                  </p>
                  <p className={cn('font-bold sm:text-end', r.winLoss.startsWith('-') && 'text-danger')}>
                    <span className="text-xs font-normal text-muted">{t('agentCentre.bets.winLoss')} </span>
                    {showAmount(r.winLoss)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pager
            pageNo={page.pageNo}
            totalPages={page.totalPages}
            onChange={setPageNo}
            busy={bets.isFetching}
            label={t('agentCentre.bets.pager')}
          />
        </>
      )}
    </div>
  );
}
