import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useErrorText } from '@/lib/error-text';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { catalogCall, catalogFile } from '../games-calls';
import { gamesKeys } from '../query-keys';
import { type CatalogGame, catalogColumns } from './catalog-columns';
import {
  CATALOG_FILTERS,
  CatalogFilterForm,
  type CatalogFilters,
  filledFilters,
  validFilters,
} from './catalog-filters';
import { MaintenanceDialog } from './maintenance-dialog';
import { OffsetPager } from './offset-pager';

const PAGE_SIZE = 50;

/** Hiding or showing a game for the brand, from its row. */
function useToggleHidden(onDone: (text: string) => void, onError: (text: string) => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (game: CatalogGame) =>
      catalogCall('catalogAdmin.update', { params: { gameId: game.id }, body: { hidden: !game.hidden } }),
    onSuccess: (game) => {
      onDone(t(game.hidden ? 'gamesOps.done.hidden' : 'gamesOps.done.shown', { name: game.name }));
      return client.invalidateQueries({ queryKey: gamesKeys.catalog });
    },
    onError: (error) => onError(errorText(error)),
  });
}

/**
 * The brand's game catalog: every game of every vendor with the brand's own setting of it, paged
 * and filtered (filters in the address so a view can be shared); content staff hide and show games
 * and set their maintenance and the message players read.
 */
export function CatalogPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const client = useQueryClient();
  const canWrite = useMay('content.write');
  const [params, setParams] = useSearchParams();
  const filters: CatalogFilters = Object.fromEntries(
    CATALOG_FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f) as string]] : [])),
  );
  const query = validFilters(filters);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: gamesKeys.catalogPage(query as Record<string, string>, page),
    queryFn: ({ signal }) =>
      catalogCall('catalogAdmin.list', {
        query: { ...query, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<CatalogGame | null>(null);
  const toggle = useToggleHidden(setNotice, setFailure);
  const columns = catalogColumns(t, dateTime, {
    canWrite,
    busyId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
    onToggleHidden: (game) => {
      setFailure(null);
      toggle.mutate(game);
    },
    onMaintenance: setEditing,
  });
  const goTo = (next: number) => setParams({ ...filledFilters(filters), page: String(next) });
  return (
    <>
      <PageHeader
        title={t('gamesOps.title')}
        description={t('gamesOps.description')}
        actions={
          <DownloadButton
            label={t('gamesOps.exportCsv')}
            busyLabel={t('gamesOps.exporting')}
            fileName="games.csv"
            fetchFile={() => catalogFile('catalogAdmin.exportCsv', { query })}
          />
        }
      />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {failure ? (
        <p role="alert" className="mb-4 rounded-md bg-danger/15 px-3 py-2 text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <CatalogFilterForm
        value={filters}
        vendors={list.data?.vendors.map((v) => v.code) ?? []}
        onSearch={(next) => setParams(filledFilters(next))}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState title={t('gamesOps.empty')} hint={t('gamesOps.emptyHint')} />
      ) : (
        <>
          <DataTable
            label={t('gamesOps.title')}
            columns={columns}
            data={list.data.rows}
            rowId={(g) => String(g.id)}
          />
          <OffsetPager
            page={page}
            pages={Math.ceil(list.data.total / PAGE_SIZE)}
            total={list.data.total}
            onPage={goTo}
          />
        </>
      )}
      {editing ? (
        <MaintenanceDialog
          game={editing}
          onClose={() => setEditing(null)}
          onSaved={(game) => {
            setEditing(null);
            setNotice(t('gamesOps.done.maintenance', { name: game.name }));
            void client.invalidateQueries({ queryKey: gamesKeys.catalog });
          }}
        />
      ) : null}
    </>
  );
}
