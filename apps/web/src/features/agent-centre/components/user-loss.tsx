import type { Period } from '@pf/shared';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { useTranslation } from '@/lib/i18n/use-translation';
import { REPORT_PAGE_SIZE, useUserLoss } from '../api/reports';
import { showAmount } from '../lib/money';
import { FigureCard } from './figure-card';
import { Empty, LoadFailed, Loading } from './load-states';
import { PeriodTabs } from './period-tabs';
import { UsernameSearch } from './username-search';

/** §2 user loss: the team members that lost over the period, the biggest loss first. */
export function UserLoss() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('D');
  const [username, setUsername] = useState<string | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const loss = useUserLoss({ period, pageNo, pageSize: REPORT_PAGE_SIZE, ...(username ? { username } : {}) });
  const page = loss.data;
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
      {loss.isPending ? (
        <Loading />
      ) : loss.isError || !page ? (
        <LoadFailed error={loss.error} onRetry={() => void loss.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2">
            <FigureCard label={t('agentCentre.loss.members')} value={String(page.total)} amount={false} />
            <FigureCard label={t('agentCentre.loss.total')} value={page.totalLoss} />
          </dl>
          {page.list.length === 0 ? (
            <Empty icon="users" title={t('agentCentre.loss.empty')} />
          ) : (
            <ul
              aria-label={t('agentCentre.loss.listLabel')}
              aria-busy={loss.isFetching}
              className="space-y-2"
            >
              {page.list.map((r) => (
                <li
                  key={r.username}
                  className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-line bg-surface-2 p-3 text-sm sm:grid-cols-4"
                >
                  <p className="truncate font-semibold">{r.username}</p>
                  <p className="sm:text-end">
                    <span className="text-xs text-muted">{t('agentCentre.bets.validBet')} </span>
                    {showAmount(r.validBet)}
                  </p>
                  <p className="sm:text-end">
                    <span className="text-xs text-muted">{t('agentCentre.loss.payout')} </span>
                    {showAmount(r.payout)}
                  </p>
                  <p className="font-bold text-danger sm:text-end">
                    <span className="text-xs font-normal text-muted">{t('agentCentre.loss.loss')} </span>
                    {showAmount(r.loss)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pager
            pageNo={page.pageNo}
            totalPages={page.totalPages}
            onChange={setPageNo}
            busy={loss.isFetching}
            label={t('agentCentre.loss.pager')}
          />
        </>
      )}
    </div>
  );
}
