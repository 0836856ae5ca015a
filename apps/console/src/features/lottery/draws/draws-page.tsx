import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CursorPager } from '@/components/ui/cursor-pager';
import { DataTable } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useDateTime } from '@/lib/format-date';
import { lotteryCall, lotteryFile, lotteryKeys } from '../lottery-calls';
import { useLotteryErrorText } from '../lottery-error';
import { drawColumns } from './draw-columns';
import { DrawDetail } from './draw-detail';
import { type DrawFilter, DrawFilterBar, NO_FILTER, queryOf } from './draw-filter';
import { useDrawMutations } from './draw-mutations';
import { VoidDialog } from './void-dialog';

const PAGE_SIZE = 25;

function useDrawPage(filter: DrawFilter, page: number) {
  const query = queryOf(filter);
  return useQuery({
    queryKey: lotteryKeys.drawPage(query, page),
    queryFn: ({ signal }) =>
      lotteryCall('lottery.boDraws', { query: { ...query, page, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The draws of every game: filter, page, export; a chosen draw takes its result, confirmation or void. */
export function DrawsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const errorText = useLotteryErrorText();
  const [filter, setFilter] = useState<DrawFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const [voiding, setVoiding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useDrawPage(filter, page);
  const actions = useDrawMutations();
  const draw = list.data?.list.find((d) => d.drawId === chosen) ?? null;
  const failed = [actions.enter, actions.confirm, actions.confirmVoid].find((m) => m.error);
  return (
    <>
      <PageHeader
        title={t('lotteryOps.draws.title')}
        description={t('lotteryOps.draws.description')}
        actions={
          <DownloadButton
            label={t('exports.csv')}
            busyLabel={t('exports.downloading')}
            fileName="lottery-draws.csv"
            fetchFile={() => lotteryFile('lottery.boDrawsCsv', { query: queryOf(filter) })}
          />
        }
      />
      <DrawFilterBar
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {failed ? (
        <p role="alert" className="mb-4 rounded-md bg-danger/10 p-2 text-sm text-danger">
          {errorText(failed.error)}
        </p>
      ) : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('lotteryOps.draws.empty')} hint={t('lotteryOps.draws.emptyHint')} />
      ) : (
        <>
          <DataTable
            label={t('lotteryOps.draws.title')}
            columns={drawColumns(t, dateTime)}
            data={list.data.list}
            rowId={(d) => String(d.drawId)}
            selectedId={chosen === null ? null : String(chosen)}
            onSelect={(d) => {
              setChosen(d.drawId);
              for (const m of Object.values(actions)) m.reset();
            }}
          />
          <CursorPager
            page={page}
            nextCursor={list.data.hasMore ? String(page + 1) : null}
            onNext={() => setPage(page + 1)}
            onPrevious={() => setPage(Math.max(1, page - 1))}
          />
        </>
      )}
      {draw ? (
        <DrawDetail
          draw={draw}
          actions={actions}
          onVoid={() => setVoiding(true)}
          onNotice={setNotice}
          onClose={() => setChosen(null)}
        />
      ) : null}
      {voiding && draw ? (
        <VoidDialog draw={draw} actions={actions} onNotice={setNotice} onClose={() => setVoiding(false)} />
      ) : null}
    </>
  );
}
