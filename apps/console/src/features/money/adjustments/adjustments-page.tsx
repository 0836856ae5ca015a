import { ADJUSTMENT_STATUSES, adjustmentRejectSchema } from '@pf/shared/contracts/money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { DataTable } from '@/components/ui/data-table';
import { DecisionButtons } from '@/components/ui/decision-buttons';
import { DownloadButton } from '@/components/ui/download-button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useErrorText } from '@/lib/error-text';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { moneyConsoleCall, moneyConsoleFile, moneyConsoleKeys } from '../money-console-calls';
import { type Adjustment, adjustmentColumns } from './adjustment-columns';

type Status = (typeof ADJUSTMENT_STATUSES)[number];
type Decision = { id: string; approve: true } | { id: string; approve: false; reason: string };
const rejectNoteSchema = z.object({ note: adjustmentRejectSchema.shape.reason });

function useDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      d.approve
        ? moneyConsoleCall('moneyConsole.approveAdjustment', { params: { adjustmentId: d.id } })
        : moneyConsoleCall('moneyConsole.rejectAdjustment', {
            params: { adjustmentId: d.id },
            body: { reason: d.reason },
          }),
    onSettled: () => client.invalidateQueries({ queryKey: moneyConsoleKeys.adjustmentLists }),
  });
}

/** The screen's title, and the download of the adjustments of the status shown. */
function AdjustmentsHeader({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('members.adjustments.title')}
      description={t('members.adjustments.description')}
      actions={
        <DownloadButton
          label={t('exports.csv')}
          busyLabel={t('exports.downloading')}
          fileName={`adjustments-${status}.csv`}
          fetchFile={() => moneyConsoleFile('moneyConsole.adjustmentsCsv', { query: { status } })}
        />
      }
    />
  );
}

/** Manual adjustments by status; a pending one is approved or rejected by someone other than its maker. */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const errorText = useErrorText();
  const mayDecide = useMay('money.adjust.approve');
  const [status, setStatus] = useState<Status>('pending');
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pages = useCursorPages();
  const query = useQuery({
    queryKey: [...moneyConsoleKeys.adjustments(status), pages.cursor ?? ''],
    queryFn: ({ signal }) =>
      moneyConsoleCall('moneyConsole.adjustments', {
        query: { status, cursor: pages.cursor, limit: 25 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const decision = useDecision();
  const columns = adjustmentColumns(t, dateTime, status !== 'pending');
  if (mayDecide && status === 'pending') columns.push(actionsColumn(t, decision.isPending, decide));

  function decide(row: Adjustment, approve: boolean) {
    setNotice(null);
    decision.reset();
    if (!approve) return setRejecting(row.id);
    decision.mutate(
      { id: row.id, approve: true },
      { onSuccess: () => setNotice(t('members.adjustments.approved', { id: row.id })) },
    );
  }

  return (
    <>
      <AdjustmentsHeader status={status} />
      <StatusTabs
        label={t('members.adjustments.statusLabel')}
        statuses={ADJUSTMENT_STATUSES}
        value={status}
        text={(s) => t(`members.adjustments.status.${s}`)}
        onChange={(s) => {
          pages.reset();
          setStatus(s);
        }}
      />
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {decision.error && rejecting === null ? (
        <p role="alert" className="mb-4 rounded-md bg-danger/10 p-2 text-sm text-danger">
          {errorText(decision.error)}
        </p>
      ) : null}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('members.adjustments.empty')} />
      ) : (
        <>
          <DataTable
            label={t('members.adjustments.title')}
            columns={columns}
            data={query.data.items}
            rowId={(a) => a.id}
          />
          <CursorPager
            page={pages.page}
            nextCursor={query.data.nextCursor}
            onNext={pages.next}
            onPrevious={pages.previous}
          />
        </>
      )}
      {rejecting ? (
        <ReasonDialog
          title={t('members.adjustments.rejectTitle', { id: rejecting })}
          schema={rejectNoteSchema}
          pending={decision.isPending}
          error={decision.error}
          onClose={() => setRejecting(null)}
          onSubmit={(reason) =>
            decision.mutate(
              { id: rejecting, approve: false, reason },
              {
                onSuccess: () => {
                  setNotice(t('members.adjustments.rejected', { id: rejecting }));
                  setRejecting(null);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}

function actionsColumn(
  t: (key: string) => string,
  busy: boolean,
  decide: (row: Adjustment, approve: boolean) => void,
): ReturnType<typeof adjustmentColumns>[number] {
  return {
    id: 'actions',
    header: t('members.adjustments.columns.actions'),
    cell: ({ row }) => (
      <DecisionButtons
        approveLabel={t('members.adjustments.approve')}
        rejectLabel={t('members.adjustments.reject')}
        subject={row.original.id}
        busy={busy}
        onApprove={() => decide(row.original, true)}
        onReject={() => decide(row.original, false)}
      />
    ),
  };
}
