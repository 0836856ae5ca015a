import type { memberSearchQuerySchema } from '@pf/shared/contracts/identity';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { DataTable } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useDateTime } from '@/lib/format-date';
import { identityExportFile } from '../export-calls';
import { memberCall, memberKeys } from './member-calls';
import { memberColumns } from './member-columns';
import { FILTER_FIELDS, type Filters, MemberFilters, searchQueryOf } from './member-filters';

/** The filters as strings, checked by the search call's schema in the form before they get here. */
type SearchQuery = z.input<typeof memberSearchQuerySchema>;

/** Finds members by any of the filters (kept in the address, so a search can be shared); a row opens the member. */
export function MembersPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const pages = useCursorPages();
  const filters: Filters = Object.fromEntries(
    FILTER_FIELDS.flatMap((f) => (params.get(f) ? [[f, params.get(f) as string]] : [])),
  );
  const query = searchQueryOf(filters);
  const result = useQuery({
    queryKey: memberKeys.search(query, pages.cursor),
    queryFn: ({ signal }) =>
      memberCall('memberConsole.search', {
        query: { ...(query as SearchQuery), cursor: pages.cursor, limit: 25 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader
        title={t('members.title')}
        description={t('members.description')}
        actions={
          <DownloadButton
            label={t('exports.csv')}
            busyLabel={t('exports.downloading')}
            fileName="members.csv"
            fetchFile={() => identityExportFile('memberConsole.exportCsv', { query: query as SearchQuery })}
          />
        }
      />
      <MemberFilters
        value={filters}
        onSearch={(next) => {
          pages.reset();
          setParams(searchQueryParams(next));
        }}
      />
      {result.isPending ? (
        <LoadingState />
      ) : result.isError ? (
        <ErrorState error={result.error} onRetry={() => result.refetch()} />
      ) : result.data.items.length === 0 ? (
        <EmptyState title={t('members.empty')} hint={t('members.emptyHint')} />
      ) : (
        <>
          <DataTable
            label={t('members.title')}
            columns={memberColumns(t, dateTime)}
            data={result.data.items}
            rowId={(m) => m.id}
            onSelect={(m) => navigate(`/members/${m.id}`)}
          />
          <CursorPager
            page={pages.page}
            nextCursor={result.data.nextCursor}
            onNext={pages.next}
            onPrevious={pages.previous}
          />
        </>
      )}
    </>
  );
}

function searchQueryParams(filters: Filters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1]?.trim())),
  );
}
