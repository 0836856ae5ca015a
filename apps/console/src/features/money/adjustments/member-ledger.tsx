import { formatMinor } from '@pf/shared';
import { MEMBER_LEDGER_WALLETS } from '@pf/shared/contracts/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useDateTime } from '@/lib/format-date';
import { moneyConsoleCall, moneyConsoleKeys } from '../money-console-calls';

type Wallet = (typeof MEMBER_LEDGER_WALLETS)[number];

/** A member's wallet movements, newest first, one wallet at a time. */
export function MemberLedger({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [wallet, setWallet] = useState<Wallet>('cash');
  const pages = useCursorPages();
  const query = useQuery({
    queryKey: moneyConsoleKeys.ledger(memberId, wallet, pages.cursor),
    queryFn: ({ signal }) =>
      moneyConsoleCall('moneyConsole.memberLedger', {
        params: { memberId },
        query: { wallet, cursor: pages.cursor, limit: 25 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <StatusTabs
        label={t('members.ledger.wallet')}
        statuses={MEMBER_LEDGER_WALLETS}
        value={wallet}
        text={(w) => t(`members.wallets.${w}`)}
        onChange={(w) => {
          pages.reset();
          setWallet(w);
        }}
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('members.ledger.empty')} />
      ) : (
        <>
          <DataTable
            label={t('members.tabs.ledger')}
            data={query.data.items}
            rowId={(e) => e.id}
            columns={[
              { id: 'at', header: t('members.ledger.at'), cell: ({ row }) => dateTime(row.original.at) },
              { id: 'kind', header: t('members.ledger.kind'), cell: ({ row }) => row.original.kind },
              {
                id: 'delta',
                header: t('members.ledger.delta'),
                cell: ({ row }) => (
                  <span className="tabular-nums">
                    {formatMinor(row.original.delta)} {query.data.currency}
                  </span>
                ),
              },
              {
                id: 'reference',
                header: t('members.ledger.reference'),
                cell: ({ row }) => <span className="break-all text-xs">{row.original.reference}</span>,
              },
            ]}
          />
          <CursorPager
            page={pages.page}
            nextCursor={query.data.nextCursor}
            onNext={pages.next}
            onPrevious={pages.previous}
          />
        </>
      )}
    </>
  );
}
