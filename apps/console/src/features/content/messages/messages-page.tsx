import type { BoSentMessage } from '@pf/shared/contracts/content';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { supportKeys } from '../support-keys';
import { messageCall, messageFile } from './message-calls';
import { SendMessageForm } from './send-message-form';

function audienceText(t: TFunction, m: BoSentMessage) {
  const a = m.audience;
  if (a.kind === 'member') return t('messageDesk.to.member', { username: a.username });
  if (a.kind === 'vipLevel') return t('messageDesk.to.vipLevel', { level: a.level });
  if (a.kind === 'memberType') return t('messageDesk.to.memberType', { type: a.type });
  return t('messageDesk.to.all');
}

function columns(t: TFunction, dateTime: (iso: string | null) => string): ListColumn<BoSentMessage>[] {
  return [
    {
      id: 'title',
      header: t('messageDesk.columns.title'),
      cell: ({ row }) => <span className="font-medium">{row.original.title}</span>,
    },
    { id: 'to', header: t('messageDesk.columns.to'), cell: ({ row }) => audienceText(t, row.original) },
    {
      id: 'read',
      header: t('messageDesk.columns.read'),
      cell: ({ row }) => (
        <span className="tabular-nums">
          {t('messageDesk.readOf', { read: row.original.readCount, count: row.original.recipients })}
        </span>
      ),
    },
    { id: 'by', header: t('messageDesk.columns.by'), cell: ({ row }) => row.original.sentBy ?? '' },
    { id: 'at', header: t('messageDesk.columns.at'), cell: ({ row }) => dateTime(row.original.createdAt) },
  ];
}

/** Internal messages: write one, and the sent ones newest first with how many members read each. */
export function MessagesPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const maySend = useMay('messages.send');
  const query = useInfiniteQuery({
    queryKey: supportKeys.sent,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      messageCall('messages.boSentList', {
        query: { limit: 50, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      <PageHeader
        title={t('messageDesk.title')}
        description={t('messageDesk.description')}
        actions={
          <DownloadButton
            label={t('messageDesk.export')}
            busyLabel={t('messageDesk.exporting')}
            fileName="messages.csv"
            fetchFile={() => messageFile('messages.boSentCsv', { query: {} })}
          />
        }
      />
      {maySend ? <SendMessageForm /> : null}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('messageDesk.empty')} />
      ) : (
        <DataTable
          label={t('messageDesk.listLabel')}
          columns={columns(t, dateTime)}
          data={rows}
          rowId={(m) => m.id}
        />
      )}
      {query.hasNextPage ? (
        <div className="mt-3 flex justify-center">
          <Button variant="ghost" disabled={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
            {t('messageDesk.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
