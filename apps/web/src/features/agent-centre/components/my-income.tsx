import { INCOME_KINDS, type Period } from '@pf/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useMyIncome } from '../api/reports';
import { showAmount } from '../lib/money';
import { FigureCard } from './figure-card';
import { Empty, LoadFailed, Loading } from './load-states';
import { PeriodTabs } from './period-tabs';

/** §2 my income: the agent's own salary, dividend and rebate over the period, and per day. */
export function MyIncome() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('M');
  const income = useMyIncome(period);
  const data = income.data;
  return (
    <div className="space-y-4">
      <PeriodTabs value={period} onChange={setPeriod} />
      {income.isPending ? (
        <Loading />
      ) : income.isError || !data ? (
        <LoadFailed error={income.error} onRetry={() => void income.refetch()} />
      ) : (
        <>
          <dl aria-busy={income.isFetching} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {INCOME_KINDS.map((k) => (
              <FigureCard key={k} label={t(`agentCentre.income.${k}`)} value={data.totals[k]} />
            ))}
            <FigureCard label={t('agentCentre.income.total')} value={data.totals.total} />
          </dl>
          {data.days.length === 0 ? (
            <Empty icon="wallet" title={t('agentCentre.income.empty')} />
          ) : (
            <ul aria-label={t('agentCentre.income.listLabel')} className="space-y-2">
              {data.days.map((d) => (
                <li
                  key={d.day}
                  className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-line bg-surface-2 p-3 text-sm sm:grid-cols-5"
                >
                  <p className="font-semibold">{d.day}</p>
                  {INCOME_KINDS.map((k) => (
                    <p key={k} className="sm:text-end">
                      <span className="text-xs text-muted">{t(`agentCentre.income.${k}`)} </span>
                      {showAmount(d[k])}
                    </p>
                  ))}
                  <p className="font-bold sm:text-end">
                    <span className="text-xs font-normal text-muted">{t('agentCentre.income.total')} </span>
                    {showAmount(d.total)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
