import type { BetReportRow } from '@pf/shared/contracts/reports';
import { BET_REPORT_GROUPS } from '@pf/shared/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { shownAmount } from '@/lib/amount';
import { betQuery, type Filters, type Group, nextGroup, roundsOf, roundsPath } from './bet-report-query';
import { reportsCall, reportsFile, reportsKeys } from './report-calls';

function columns(t: TFunction, group: Group): ListColumn<BetReportRow>[] {
  const money = (key: 'stake' | 'payout' | 'ggr') => ({
    id: key,
    header: t(`reports.figures.${key}`),
    cell: ({ row }: { row: { original: BetReportRow } }) => (
      <span className="tabular-nums">{shownAmount(String(row.original[key]))}</span>
    ),
  });
  return [
    {
      id: 'key',
      header: t(`reports.groups.${group}`),
      cell: ({ row }) => <span className="font-medium">{row.original.key}</span>,
    },
    { id: 'bets', header: t('reports.figures.bets'), cell: ({ row }) => row.original.bets },
    { id: 'players', header: t('reports.players'), cell: ({ row }) => row.original.players ?? '—' },
    money('stake'),
    money('payout'),
    money('ggr'),
  ];
}

/**
 * Bets grouped by day, vendor, category or game over the dashboard's range. A row opens the next
 * level (a vendor's games, a game's days); the trail above the table leads back.
 */
export function BetReport({ range }: { range: { from: string; to: string } }) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<Group>('vendor');
  const [filters, setFilters] = useState<Filters>({});
  const query = betQuery(range, group, filters);
  const report = useQuery({
    queryKey: reportsKeys.bets(query),
    queryFn: ({ signal }) => reportsCall('reports.bets', { query, signal }),
  });
  const choose = (next: Group) => {
    setGroup(next);
    setFilters({});
  };
  const navigate = useNavigate();
  const drill = (row: BetReportRow) => {
    // A game's day is the last step: its rounds open on a screen of their own.
    const rounds = roundsOf(group, filters, row.key);
    if (rounds) return navigate(roundsPath(rounds));
    const next = nextGroup(group, filters);
    if (!next) return;
    setFilters({ ...filters, [group]: row.key });
    setGroup(next);
  };
  const trail = Object.entries(filters) as [Group, string][];
  return (
    <section aria-label={t('reports.betReport')} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('reports.betReport')}</h2>
        <DownloadButton
          label={t('reports.downloadCsv')}
          busyLabel={t('reports.downloading')}
          fileName={`bets-${range.from}-${range.to}.csv`}
          fetchFile={() => reportsFile('reports.betsCsv', { query })}
        />
      </div>
      <fieldset className="flex flex-wrap items-center gap-1">
        <legend className="sr-only">{t('reports.groupBy')}</legend>
        {BET_REPORT_GROUPS.map((g) => (
          <Button
            key={g}
            variant={g === group && trail.length === 0 ? 'primary' : 'ghost'}
            aria-pressed={g === group && trail.length === 0}
            onClick={() => choose(g)}
          >
            {t(`reports.groups.${g}`)}
          </Button>
        ))}
      </fieldset>
      {trail.length > 0 ? (
        <nav aria-label={t('reports.trail')} className="flex flex-wrap items-center gap-2 text-sm">
          {trail.map(([g, value]) => (
            <span key={g} className="rounded-md bg-surface-2 px-2 py-1">
              {t(`reports.groups.${g}`)}: <strong>{value}</strong>
            </span>
          ))}
          <Button variant="ghost" onClick={() => choose(trail[0]?.[0] ?? group)}>
            {t('reports.back')}
          </Button>
        </nav>
      ) : null}
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => report.refetch()} />
      ) : report.data.rows.length === 0 ? (
        <EmptyState title={t('reports.noBets')} hint={t('reports.noBetsHint')} />
      ) : (
        <DataTable
          label={t('reports.betReport')}
          columns={columns(t, group)}
          data={report.data.rows}
          rowId={(row) => row.key}
          {...(nextGroup(group, filters) || roundsOf(group, filters, '') ? { onSelect: drill } : {})}
        />
      )}
    </section>
  );
}
