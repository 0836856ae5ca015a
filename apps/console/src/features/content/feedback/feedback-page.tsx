import type { BoFeedbackItem } from '@pf/shared/contracts/content';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { TextField } from '@/components/ui/text-field';
import { useDateTime } from '@/lib/format-date';
import { messageCall, messageFile } from '../messages/message-calls';
import { supportKeys } from '../support-keys';
import { FeedbackAnswer } from './feedback-answer';

type Status = 'open' | 'answered';
const STATUSES: readonly Status[] = ['open', 'answered'];
const PAGE = 50;

function columns(
  t: (k: string) => string,
  dateTime: (iso: string | null) => string,
): ListColumn<BoFeedbackItem>[] {
  return [
    { id: 'member', header: t('feedbackDesk.columns.member'), cell: ({ row }) => row.original.username },
    {
      id: 'type',
      header: t('feedbackDesk.columns.type'),
      cell: ({ row }) => t(`feedbackDesk.types.${row.original.questionType}`),
    },
    {
      id: 'content',
      header: t('feedbackDesk.columns.content'),
      cell: ({ row }) => <span className="line-clamp-2 break-words">{row.original.content}</span>,
    },
    {
      id: 'sent',
      header: t('feedbackDesk.columns.sent'),
      cell: ({ row }) => dateTime(row.original.createdAt),
    },
  ];
}

/** Tickets from the site's feedback form, oldest open first; staff answer one, the member reads it in their inbox. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [status, setStatus] = useState<Status>('open');
  const [username, setUsername] = useState('');
  const [selected, setSelected] = useState<BoFeedbackItem | null>(null);
  const filter = { status, ...(username ? { username } : {}) };
  const query = useInfiniteQuery({
    queryKey: supportKeys.feedbackList(status, username),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      messageCall('messages.boFeedbackList', {
        query: { ...filter, limit: PAGE, ...(pageParam ? { after: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => (last.length === PAGE ? last.at(-1)?.id : undefined),
  });
  const rows = query.data?.pages.flat() ?? [];
  return (
    <>
      <PageHeader
        title={t('feedbackDesk.title')}
        description={t('feedbackDesk.description')}
        actions={
          <DownloadButton
            label={t('feedbackDesk.export')}
            busyLabel={t('feedbackDesk.exporting')}
            fileName="feedback.csv"
            fetchFile={() => messageFile('messages.boFeedbackCsv', { query: filter })}
          />
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <StatusTabs
          label={t('feedbackDesk.statusLabel')}
          statuses={STATUSES}
          value={status}
          onChange={(s) => {
            setStatus(s);
            setSelected(null);
          }}
          text={(s) => t(`feedbackDesk.status.${s}`)}
        />
        <form
          className="mb-4 flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setUsername(String(new FormData(e.currentTarget).get('username') ?? '').trim());
          }}
        >
          <TextField
            name="username"
            type="search"
            label={t('feedbackDesk.username')}
            defaultValue={username}
          />
          <Button type="submit" variant="ghost">
            {t('feedbackDesk.filter')}
          </Button>
        </form>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          {query.isPending ? (
            <LoadingState />
          ) : query.isError ? (
            <ErrorState error={query.error} onRetry={() => query.refetch()} />
          ) : rows.length === 0 ? (
            <EmptyState title={t(`feedbackDesk.empty.${status}`)} />
          ) : (
            <DataTable
              label={t('feedbackDesk.title')}
              columns={columns(t, dateTime)}
              data={rows}
              rowId={(f) => f.id}
              selectedId={selected?.id ?? null}
              onSelect={setSelected}
            />
          )}
          {query.hasNextPage ? (
            <div className="mt-3 flex justify-center">
              <Button
                variant="ghost"
                disabled={query.isFetchingNextPage}
                onClick={() => query.fetchNextPage()}
              >
                {t('feedbackDesk.loadMore')}
              </Button>
            </div>
          ) : null}
        </div>
        {selected ? (
          <FeedbackAnswer item={selected} onDone={() => setSelected(null)} />
        ) : (
          <EmptyState title={t('feedbackDesk.pick')} />
        )}
      </div>
    </>
  );
}
