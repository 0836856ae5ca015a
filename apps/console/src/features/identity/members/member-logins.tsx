import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useDateTime } from '@/lib/format-date';
import { memberCall, memberKeys } from './member-calls';

/** A member's sign-ins: when, from which address and device. */
export function MemberLogins({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const pages = useCursorPages();
  const query = useQuery({
    queryKey: memberKeys.logins(memberId, pages.cursor),
    queryFn: ({ signal }) =>
      memberCall('memberConsole.logins', {
        params: { memberId },
        query: { cursor: pages.cursor, limit: 25 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState title={t('members.logins.empty')} />;
  return (
    <>
      <DataTable
        label={t('members.tabs.logins')}
        data={query.data.items}
        rowId={(l) => l.id}
        columns={[
          { id: 'at', header: t('members.logins.at'), cell: ({ row }) => dateTime(row.original.at) },
          { id: 'ip', header: t('members.logins.ip'), cell: ({ row }) => row.original.ip ?? '—' },
          {
            id: 'device',
            header: t('members.logins.device'),
            cell: ({ row }) => <span className="break-all text-xs">{row.original.userAgent ?? '—'}</span>,
          },
          { id: 'type', header: t('members.logins.type'), cell: ({ row }) => row.original.loginType },
        ]}
      />
      <CursorPager
        page={pages.page}
        nextCursor={query.data.nextCursor}
        onNext={pages.next}
        onPrevious={pages.previous}
      />
    </>
  );
}
