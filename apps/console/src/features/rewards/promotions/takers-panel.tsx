import type { Offer, OfferTaker } from '@pf/shared/contracts/rewards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useDateTime } from '@/lib/format-date';
import { offersCall, offersFile, rewardsKeys } from '../rewards-calls';
import { shownAmount } from '../shown-amount';
import { PagePager } from './page-pager';
import { TotalsStrip } from './totals-strip';

function takerColumns(t: TFunction, dateTime: (iso: string | null) => string): ListColumn<OfferTaker>[] {
  return [
    { id: 'member', header: t('rewardsOps.takers.member'), cell: ({ row }) => row.original.username },
    {
      id: 'joined',
      header: t('rewardsOps.takers.joinedAt'),
      cell: ({ row }) => dateTime(row.original.joinedAt),
    },
    {
      id: 'amount',
      header: t('rewardsOps.takers.amount'),
      cell: ({ row }) =>
        row.original.amount ? (
          <span className="tabular-nums">
            {shownAmount(row.original.amount)} {row.original.currency}
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'wagering',
      header: t('rewardsOps.takers.wagering'),
      cell: ({ row }) =>
        row.original.wageringRequired
          ? `${shownAmount(row.original.wageringDone)} / ${shownAmount(row.original.wageringRequired)}`
          : '—',
    },
    {
      id: 'status',
      header: t('rewardsOps.takers.status'),
      cell: ({ row }) => t(`rewardsOps.grant.${row.original.status ?? 'waiting'}`),
    },
  ];
}

/** The members who took one promotion, with their grants and the totals; its own CSV. */
export function TakersPanel({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: rewardsKeys.takers(offer.id, pageNo),
    queryFn: ({ signal }) =>
      offersCall('offers.takers', { params: { id: offer.id }, query: { pageNo, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
  const title = t('rewardsOps.takers.title', { id: offer.id });
  return (
    <section aria-label={title} className="mt-6 rounded-lg border border-line bg-surface-2 p-4">
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        <span className="flex gap-2">
          <DownloadButton
            label={t('exports.csv')}
            busyLabel={t('exports.downloading')}
            fileName={`promotion-${offer.id}-takers.csv`}
            fetchFile={() => offersFile('offers.takersCsv', { query: { promotionId: offer.id } })}
          />
          <Button variant="ghost" onClick={onClose}>
            {t('rewardsOps.takers.close')}
          </Button>
        </span>
      </header>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <>
          <TotalsStrip totals={query.data.totals} label={t('rewardsOps.takers.totals')} />
          {query.data.list.length === 0 ? (
            <EmptyState title={t('rewardsOps.takers.empty')} />
          ) : (
            <DataTable
              label={title}
              columns={takerColumns(t, dateTime)}
              data={query.data.list}
              rowId={(r) => `${r.memberId}-${r.grantId ?? ''}`}
            />
          )}
          <PagePager pageNo={pageNo} totalPages={query.data.totalPages} onPage={setPageNo} />
        </>
      )}
    </section>
  );
}
