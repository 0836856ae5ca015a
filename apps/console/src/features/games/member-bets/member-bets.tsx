import { formatMinor, parseAmountToMinor } from '@pf/shared';
import { type bettingRecordContracts, bettingRecordEndpoints } from '@pf/shared/contracts/games';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { contractCalls } from '@/lib/contract-call';
import { useDateTime } from '@/lib/format-date';

const betsCall = contractCalls<typeof bettingRecordContracts>(bettingRecordEndpoints);
const shown = (amount: string) => {
  const minor = parseAmountToMinor(amount.replace(/^-/, ''));
  return minor === null ? amount : `${amount.startsWith('-') ? '−' : ''}${formatMinor(minor)}`;
};

/** A member's bets of every kind in the last 92 days, as their own betting record shows them. */
export function MemberBets({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['games', 'member-bets', memberId, pageNo],
    queryFn: ({ signal }) => {
      const begin = new Date(Date.now() - 91 * 86_400_000).toISOString();
      return betsCall('bets.staffMember', {
        params: { memberId },
        query: { beginTime: begin, pageNo, pageSize: 25 },
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const page = query.data;
  if (page.content.length === 0) return <EmptyState title={t('members.bets.empty')} />;
  return (
    <>
      <p className="mb-2 text-sm text-muted tabular-nums">
        {t('members.bets.summary', { stake: shown(page.summary.stake), profit: shown(page.summary.profit) })}
      </p>
      <DataTable
        label={t('members.tabs.bets')}
        data={page.content}
        rowId={(b) => b.id}
        columns={[
          { id: 'time', header: t('members.bets.time'), cell: ({ row }) => dateTime(row.original.betTime) },
          {
            id: 'game',
            header: t('members.bets.game'),
            cell: ({ row }) => `${row.original.vendorName} · ${row.original.gameName}`,
          },
          { id: 'stake', header: t('members.bets.stake'), cell: ({ row }) => shown(row.original.stake) },
          { id: 'profit', header: t('members.bets.profit'), cell: ({ row }) => shown(row.original.profit) },
          {
            id: 'status',
            header: t('members.bets.status'),
            cell: ({ row }) => t(`members.bets.statuses.${row.original.status}`),
          },
        ]}
      />
      {page.totalPages > 1 ? (
        <nav
          aria-label={t('members.pager.label')}
          className="mt-3 flex items-center justify-end gap-2 text-sm"
        >
          <span className="text-muted">
            {t('members.pager.pageOf', { page: page.pageNo, pages: page.totalPages })}
          </span>
          <Button variant="ghost" disabled={pageNo <= 1} onClick={() => setPageNo((p) => p - 1)}>
            {t('members.pager.previous')}
          </Button>
          <Button
            variant="ghost"
            disabled={pageNo >= page.totalPages}
            onClick={() => setPageNo((p) => p + 1)}
          >
            {t('members.pager.next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
