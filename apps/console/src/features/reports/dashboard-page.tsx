import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { BetReport } from './bet-report';
import { DayChart } from './day-chart';
import { KpiTiles } from './kpi-tiles';
import { reportsCall, reportsFile, reportsKeys } from './report-calls';
import { lastSevenDays } from './report-range';

/** The brand's figures over a range of its days (the last seven by default): tiles, a chart per day, the bet report. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState(lastSevenDays);
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  const dashboard = useQuery({
    queryKey: reportsKeys.dashboard(range.from, range.to),
    queryFn: ({ signal }) => reportsCall('reports.dashboard', { query: range, signal }),
    enabled: valid,
  });
  return (
    <>
      <PageHeader
        title={t('reports.title')}
        description={t('reports.description')}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <TextField
              type="date"
              label={t('reports.from')}
              value={range.from}
              max={range.to}
              onChange={(e) => setRange({ ...range, from: e.target.value })}
            />
            <TextField
              type="date"
              label={t('reports.to')}
              value={range.to}
              min={range.from}
              onChange={(e) => setRange({ ...range, to: e.target.value })}
              error={valid ? undefined : t('reports.badRange')}
            />
            {valid ? (
              <DownloadButton
                label={t('exports.daysCsv')}
                busyLabel={t('exports.downloading')}
                fileName={`dashboard-${range.from}-${range.to}.csv`}
                fetchFile={() => reportsFile('reports.dashboardCsv', { query: range })}
              />
            ) : null}
          </div>
        }
      />
      {!valid ? null : dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError ? (
        <ErrorState error={dashboard.error} onRetry={() => dashboard.refetch()} />
      ) : (
        <div className="flex flex-col gap-5">
          <KpiTiles totals={dashboard.data.totals} currency={dashboard.data.currency} />
          <DayChart days={dashboard.data.days} />
          <BetReport range={range} />
        </div>
      )}
    </>
  );
}
