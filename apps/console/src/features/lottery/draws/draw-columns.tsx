import type { ContractResponse } from '@pf/shared';
import type { lotteryBoContracts } from '@pf/shared/contracts/lottery';
import type { TFunction } from 'i18next';
import type { ListColumn } from '@/components/ui/data-table';
import { shownAmount } from '@/lib/amount';
import { cn } from '@/lib/cn';

export type BoardDraw = ContractResponse<(typeof lotteryBoContracts)['lottery.boDraws']>['list'][number];

/** What the draw waits for, if anything: a second operator on its result or on its void. */
export function waitingFor(d: BoardDraw): 'result' | 'void' | null {
  if (d.pendingEntryId) return 'result';
  if (d.voidRequestedBy && d.status !== 'cancelled') return 'void';
  return null;
}

/** The draws board's columns: the draw, its state, its bets and the house result. */
export function drawColumns(t: TFunction, dateTime: (iso: string | null) => string): ListColumn<BoardDraw>[] {
  const amount = (key: 'stake' | 'payout' | 'houseResult') => ({
    id: key,
    header: t(`lotteryOps.draws.columns.${key}`),
    cell: ({ row }: { row: { original: BoardDraw } }) => {
      const value = row.original[key] ?? '0.00';
      return (
        <span className={cn('tabular-nums', key === 'houseResult' && value.startsWith('-') && 'text-danger')}>
          {shownAmount(value)}
        </span>
      );
    },
  });
  return [
    {
      id: 'draw',
      header: t('lotteryOps.draws.columns.draw'),
      cell: ({ row }) => (
        <div>
          <div className="font-medium">{row.original.gameCode}</div>
          <div className="text-xs text-muted">#{row.original.numero}</div>
        </div>
      ),
    },
    {
      id: 'drawAt',
      header: t('lotteryOps.draws.columns.drawAt'),
      cell: ({ row }) => dateTime(row.original.drawAt),
    },
    {
      id: 'status',
      header: t('lotteryOps.draws.columns.status'),
      cell: ({ row }) => {
        const waiting = waitingFor(row.original);
        return (
          <div>
            <div>{t(`lotteryOps.status.${row.original.status}`)}</div>
            {waiting ? (
              <div className="text-xs text-warning">{t(`lotteryOps.waiting.${waiting}`)}</div>
            ) : null}
          </div>
        );
      },
    },
    { id: 'bets', header: t('lotteryOps.draws.columns.bets'), cell: ({ row }) => row.original.betCount },
    amount('stake'),
    amount('payout'),
    amount('houseResult'),
  ];
}
