import { formatCount } from '@pf/shared';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { type OverviewPeriod, useTeamOverview } from '../api/agents';
import { showAmount } from '../lib/money';
import { LoadFailed, Loading } from './load-states';
import { OverviewChart } from './overview-chart';
import { PeriodTabs } from './period-tabs';

const COUNTS = ['members', 'newMembers', 'activeMembers'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'validBets', 'profit'] as const;

function Card({ label, value, tone }: { label: string; value: string; tone?: 'danger' }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn('mt-1 truncate text-lg font-bold', tone === 'danger' && 'text-danger')}>{value}</dd>
    </div>
  );
}

/** §2 team overview: the team's figures over a period, as cards and a bar chart. */
export function TeamOverview() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<OverviewPeriod>('D');
  const overview = useTeamOverview(period);
  const data = overview.data;
  return (
    <div className="space-y-4">
      <PeriodTabs value={period} onChange={setPeriod} />
      {overview.isPending ? (
        <Loading rows={4} />
      ) : overview.isError || !data ? (
        <LoadFailed error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <dl aria-busy={overview.isFetching} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {COUNTS.map((k) => (
              <Card key={k} label={t(`agentCentre.figures.${k}`)} value={formatCount(data[k])} />
            ))}
            {AMOUNTS.map((k) => (
              <Card
                key={k}
                label={t(`agentCentre.figures.${k}`)}
                value={showAmount(data[k])}
                tone={data[k].startsWith('-') ? 'danger' : undefined}
              />
            ))}
          </dl>
          <div className="rounded-xl border border-line p-3">
            <OverviewChart
              bars={AMOUNTS.map((k) => ({ key: k, label: t(`agentCentre.figures.${k}`), amount: data[k] }))}
            />
          </div>
        </>
      )}
    </div>
  );
}
