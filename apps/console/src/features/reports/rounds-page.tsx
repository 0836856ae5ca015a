import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { DataTable } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useDateTime } from '@/lib/format-date';
import { reportsCall, reportsFile, reportsKeys } from './report-calls';
import { roundColumns } from './round-columns';

/**
 * The bet report's last step: the settled rounds of one game on one of the brand's days (from the
 * address, so the list can be shared), newest first, a page at a time, and as CSV.
 */
export function RoundsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [params] = useSearchParams();
  const pages = useCursorPages();
  const game = params.get('game') ?? '';
  const day = params.get('day') ?? '';
  const chosen = game !== '' && /^\d{4}-\d{2}-\d{2}$/.test(day);
  const rounds = useQuery({
    queryKey: reportsKeys.rounds(game, day, pages.cursor),
    queryFn: ({ signal }) =>
      reportsCall('reports.rounds', { query: { game, day, cursor: pages.cursor, limit: 50 }, signal }),
    enabled: chosen,
    placeholderData: keepPreviousData,
  });
  const back = (
    <Link to="/dashboard" className="text-sm text-accent hover:underline">
      {t('exports.rounds.back')}
    </Link>
  );
  if (!chosen) return <EmptyState title={t('exports.rounds.missing')} />;
  return (
    <>
      {back}
      <PageHeader
        title={t('exports.rounds.title', { game, day })}
        description={t('exports.rounds.description')}
        actions={
          <DownloadButton
            label={t('exports.csv')}
            busyLabel={t('exports.downloading')}
            fileName={`rounds-${game}-${day}.csv`}
            fetchFile={() => reportsFile('reports.roundsCsv', { query: { game, day } })}
          />
        }
      />
      {rounds.isPending ? (
        <LoadingState />
      ) : rounds.isError ? (
        <ErrorState error={rounds.error} onRetry={() => rounds.refetch()} />
      ) : rounds.data.items.length === 0 ? (
        <EmptyState title={t('exports.rounds.empty')} hint={t('exports.rounds.emptyHint')} />
      ) : (
        <>
          <DataTable
            label={t('exports.rounds.label')}
            columns={roundColumns(t, dateTime)}
            data={rounds.data.items}
            rowId={(r) => r.id}
          />
          <CursorPager
            page={pages.page}
            nextCursor={rounds.data.nextCursor}
            onNext={pages.next}
            onPrevious={pages.previous}
          />
        </>
      )}
    </>
  );
}
