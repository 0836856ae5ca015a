import { INCOME_KINDS, type Period } from '@pf/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useMyIncome } from '../api/reports';
import { FigureCard } from './figure-card';
import { PeriodTabs } from './period-tabs';
import { LabelledAmount } from './report-cells';
import { ReportFrame } from './report-frame';

/** §2 my income: the agent's own salary, dividend and rebate over the period, and per day. */
export function MyIncome() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('M');
  const income = useMyIncome(period);
  return (
    <ReportFrame
      filters={<PeriodTabs value={period} onChange={setPeriod} />}
      report={income}
      rows={(data) => data.days}
      totals={(data) => (
        <dl aria-busy={income.isFetching} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {INCOME_KINDS.map((k) => (
            <FigureCard key={k} label={t(`agentCentre.income.${k}`)} value={data.totals[k]} />
          ))}
          <FigureCard label={t('agentCentre.income.total')} value={data.totals.total} />
        </dl>
      )}
      empty={{ icon: 'wallet', title: t('agentCentre.income.empty') }}
      listLabel={t('agentCentre.income.listLabel')}
      rowKey={(d) => d.day}
      rowClassName="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-line bg-surface-2 p-3 text-sm sm:grid-cols-5"
      renderRow={(d) => (
        <>
          <p className="font-semibold">{d.day}</p>
          {INCOME_KINDS.map((k) => (
            <LabelledAmount key={k} label={t(`agentCentre.income.${k}`)} amount={d[k]} />
          ))}
          <LabelledAmount label={t('agentCentre.income.total')} amount={d.total} strong />
        </>
      )}
    />
  );
}
