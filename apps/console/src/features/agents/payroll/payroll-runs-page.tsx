import { PAYROLL_RUN_STATUSES, type PayrollRun } from '@pf/shared/contracts/agents';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { DownloadButton } from '@/components/ui/download-button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useErrorText } from '@/lib/error-text';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { agentsCall, agentsFile } from '../agents-calls';
import { PagePager } from '../page-pager';
import { agentKeys } from '../query-keys';
import { runColumns } from './run-columns';
import { RunPayrollForm } from './run-payroll-form';

const TABS = ['all', ...PAYROLL_RUN_STATUSES] as const;
type Tab = (typeof TABS)[number];

function useRerun(onDone: (text: string) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (run: PayrollRun) => agentsCall('agentsConsole.rerun', { params: { runId: run.id } }),
    onSuccess: (r) => onDone(t('payrollDesk.rerunDone', { period: r.periodLabel, failed: r.failed })),
    onSettled: () => client.invalidateQueries({ queryKey: agentKeys.runs }),
  });
}

/** Payroll runs by status, what each paid, a run now, and a rerun of one left with unpaid contracts. */
export function PayrollRunsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const errorText = useErrorText();
  const mayRun = useMay('payroll.run');
  const [tab, setTab] = useState<Tab>('all');
  const [pageNo, setPageNo] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const filter = tab === 'all' ? {} : { status: tab };
  const query = { ...filter, pageNo, pageSize: 20 };
  const runs = useQuery({
    queryKey: agentKeys.runPage(query),
    queryFn: ({ signal }) => agentsCall('agentsConsole.runs', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const rerun = useRerun(setNotice);
  const columns = runColumns(t, dateTime, {
    may: mayRun,
    busy: rerun.isPending,
    start: (r) => rerun.mutate(r),
  });
  return (
    <>
      <PageHeader
        title={t('payrollDesk.title')}
        description={t('payrollDesk.description')}
        actions={
          <DownloadButton
            label={t('exports.csv')}
            busyLabel={t('exports.downloading')}
            fileName="payroll-runs.csv"
            fetchFile={() => agentsFile('agentsConsole.runsCsv', { query: filter })}
          />
        }
      />
      {mayRun ? <RunPayrollForm onRan={setNotice} /> : null}
      <StatusTabs
        label={t('payrollDesk.columns.status')}
        statuses={TABS}
        value={tab}
        text={(s) => t(`payrollDesk.status.${s}`)}
        onChange={(s) => {
          setPageNo(1);
          setTab(s);
        }}
      />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {rerun.error ? (
        <p role="alert" className="mb-4 rounded-md bg-danger/10 p-2 text-sm text-danger">
          {errorText(rerun.error)}
        </p>
      ) : null}
      {runs.isPending ? (
        <LoadingState />
      ) : runs.isError ? (
        <ErrorState error={runs.error} onRetry={() => runs.refetch()} />
      ) : runs.data.list.length === 0 ? (
        <EmptyState title={t('payrollDesk.empty')} />
      ) : (
        <>
          <DataTable
            label={t('payrollDesk.title')}
            columns={columns}
            data={runs.data.list}
            rowId={(r) => r.id}
          />
          <PagePager pageNo={pageNo} totalPages={runs.data.totalPages} onPage={setPageNo} />
        </>
      )}
    </>
  );
}
