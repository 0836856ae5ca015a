import { type BoStatement, CONTRACT_TYPES } from '@pf/shared/contracts/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { TextField } from '@/components/ui/text-field';
import { shownAmount } from '@/lib/amount';
import { agentsCall, agentsFile } from '../agents-calls';
import { PagePager } from '../page-pager';
import { agentKeys } from '../query-keys';
import { StatementDialog } from './statement-dialog';

const TABS = ['all', ...CONTRACT_TYPES] as const;
type Tab = (typeof TABS)[number];

function statementColumns(t: TFunction, open: (id: string) => void): ListColumn<BoStatement>[] {
  return [
    { id: 'id', header: t('payrollDesk.columns.id'), cell: ({ row }) => row.original.id },
    { id: 'period', header: t('payrollDesk.columns.period'), cell: ({ row }) => row.original.periodLabel },
    {
      id: 'type',
      header: t('payrollDesk.type'),
      cell: ({ row }) => t(`payrollDesk.types.${row.original.contractType}`),
    },
    { id: 'upline', header: t('payrollDesk.figures.upline'), cell: ({ row }) => row.original.upline },
    { id: 'downline', header: t('payrollDesk.figures.downline'), cell: ({ row }) => row.original.downline },
    {
      id: 'validBet',
      header: t('payrollDesk.figures.validBet'),
      cell: ({ row }) => <span className="tabular-nums">{shownAmount(row.original.validBet)}</span>,
    },
    {
      id: 'amount',
      header: t('payrollDesk.figures.amount'),
      cell: ({ row }) => (
        <span className="tabular-nums">
          {shownAmount(row.original.amount)} {row.original.currency}
        </span>
      ),
    },
    {
      id: 'open',
      header: t('payrollDesk.columns.actions'),
      cell: ({ row }) => (
        <Button
          variant="ghost"
          className="h-7"
          aria-label={t('payrollDesk.openOne', { id: row.original.id })}
          onClick={() => open(row.original.id)}
        >
          {t('payrollDesk.open')}
        </Button>
      ),
    },
  ];
}

/** Every payroll statement, or one run's (from the runs list), by type or party; each opens whole. */
export function StatementsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const runId = params.get('runId') ?? undefined;
  const [tab, setTab] = useState<Tab>('all');
  const [username, setUsername] = useState('');
  const [typed, setTyped] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const filter = {
    ...(runId ? { runId } : {}),
    ...(tab === 'all' ? {} : { type: tab }),
    ...(username ? { username } : {}),
  };
  const query = { ...filter, pageNo, pageSize: 20 };
  const list = useQuery({
    queryKey: agentKeys.statementPage(query),
    queryFn: ({ signal }) => agentsCall('agentsConsole.statements', { query, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader
        title={runId ? t('payrollDesk.runStatements', { id: runId }) : t('payrollDesk.statementsTitle')}
        description={t('payrollDesk.statementsDescription')}
        actions={
          <DownloadButton
            label={t('exports.csv')}
            busyLabel={t('exports.downloading')}
            fileName="payroll-statements.csv"
            fetchFile={() => agentsFile('agentsConsole.statementsCsv', { query: filter })}
          />
        }
      />
      <form
        className="mb-4 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setPageNo(1);
          setUsername(typed.trim());
        }}
      >
        <TextField label={t('payrollDesk.party')} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit">{t('agentTree.find')}</Button>
        {runId ? (
          <Button variant="ghost" onClick={() => setParams({})}>
            {t('payrollDesk.allRuns')}
          </Button>
        ) : null}
      </form>
      <StatusTabs
        label={t('payrollDesk.type')}
        statuses={TABS}
        value={tab}
        text={(s) => (s === 'all' ? t('payrollDesk.status.all') : t(`payrollDesk.types.${s}`))}
        onChange={(s) => {
          setPageNo(1);
          setTab(s);
        }}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('payrollDesk.noStatements')} />
      ) : (
        <>
          <DataTable
            label={t('payrollDesk.statementsTitle')}
            columns={statementColumns(t, setOpened)}
            data={list.data.list}
            rowId={(s) => s.id}
          />
          <PagePager pageNo={pageNo} totalPages={list.data.totalPages} onPage={setPageNo} />
        </>
      )}
      {opened ? <StatementDialog statementId={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
