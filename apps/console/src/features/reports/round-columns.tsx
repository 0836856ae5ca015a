import type { GameRound } from '@pf/shared/contracts/reports';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ListColumn } from '@/components/ui/data-table';
import { shownAmount } from '@/lib/amount';

/** The rounds list's columns: the round, its player (to the member's page), stake, payout and when it settled. */
export function roundColumns(
  t: TFunction,
  dateTime: (iso: string | null) => string,
): ListColumn<GameRound>[] {
  const money = (key: 'stake' | 'payout') => ({
    id: key,
    header: t(`exports.rounds.columns.${key}`),
    cell: ({ row }: { row: { original: GameRound } }) => (
      <span className="tabular-nums">{shownAmount(row.original[key])}</span>
    ),
  });
  return [
    {
      id: 'roundId',
      header: t('exports.rounds.columns.roundId'),
      cell: ({ row }) => <span className="font-mono text-xs break-all">{row.original.roundId}</span>,
    },
    { id: 'vendor', header: t('exports.rounds.columns.vendor'), cell: ({ row }) => row.original.vendor },
    {
      id: 'member',
      header: t('exports.rounds.columns.member'),
      cell: ({ row }) => (
        <Link className="font-medium text-accent hover:underline" to={`/members/${row.original.memberId}`}>
          {row.original.username}
        </Link>
      ),
    },
    money('stake'),
    money('payout'),
    {
      id: 'settledAt',
      header: t('exports.rounds.columns.settledAt'),
      cell: ({ row }) => dateTime(row.original.settledAt),
    },
  ];
}
