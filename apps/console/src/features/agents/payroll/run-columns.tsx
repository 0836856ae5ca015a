import type { PayrollRun } from '@pf/shared/contracts/agents';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { ListColumn } from '@/components/ui/data-table';
import { shownAmount } from '@/lib/amount';

/** A run's period, type, counts and what it paid; its statements, and a rerun of one left open. */
export function runColumns(
  t: TFunction,
  dateTime: (iso: string | null) => string,
  rerun: { may: boolean; busy: boolean; start: (run: PayrollRun) => void },
): ListColumn<PayrollRun>[] {
  return [
    {
      id: 'period',
      header: t('payrollDesk.columns.period'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.original.periodLabel}</span>
          <span className="text-xs text-muted">{row.original.merchantCode}</span>
        </span>
      ),
    },
    {
      id: 'type',
      header: t('payrollDesk.type'),
      cell: ({ row }) => t(`payrollDesk.types.${row.original.type}`),
    },
    {
      id: 'status',
      header: t('payrollDesk.columns.status'),
      cell: ({ row }) => t(`payrollDesk.status.${row.original.status}`),
    },
    {
      id: 'counts',
      header: t('payrollDesk.columns.counts'),
      cell: ({ row }) =>
        t('payrollDesk.counts', {
          contracts: row.original.contracts,
          paid: row.original.paid,
          failed: row.original.failed,
        }),
    },
    {
      id: 'total',
      header: t('payrollDesk.columns.total'),
      cell: ({ row }) => (
        <span className="tabular-nums">
          {shownAmount(row.original.total)} {row.original.currency}
        </span>
      ),
    },
    {
      id: 'started',
      header: t('payrollDesk.columns.started'),
      cell: ({ row }) => dateTime(row.original.startedAt),
    },
    {
      id: 'actions',
      header: t('payrollDesk.columns.actions'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-2">
          <Link
            className="text-accent hover:underline"
            to={`/payroll-statements?runId=${row.original.id}`}
            aria-label={t('payrollDesk.statementsOf', { period: row.original.periodLabel })}
          >
            {t('payrollDesk.statements')}
          </Link>
          {rerun.may && row.original.status === 'running' ? (
            <Button
              variant="ghost"
              className="h-7"
              disabled={rerun.busy}
              aria-label={t('payrollDesk.rerunOne', { period: row.original.periodLabel })}
              onClick={() => rerun.start(row.original)}
            >
              {t('payrollDesk.rerun')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
}
