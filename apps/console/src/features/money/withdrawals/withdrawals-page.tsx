import { rejectWithdrawalBodySchema, WITHDRAWAL_STATUSES } from '@pf/shared/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ListColumn } from '@/components/ui/data-table';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { StatusTabs } from '@/components/ui/status-tabs';
import { useErrorText } from '@/lib/error-text';
import { useDateTime } from '@/lib/format-date';
import { useMay } from '@/lib/permissions';
import { WithdrawalActions } from './withdrawal-actions';
import { withdrawalColumns } from './withdrawal-columns';
import {
  type StaffWithdrawal,
  useWithdrawalDecision,
  type WithdrawalStatus,
  withdrawalsQuery,
} from './withdrawal-queries';

/** The withdrawal queue by status; pending ones can be approved or rejected with a reason. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const errorText = useErrorText();
  const mayDecide = useMay('cashier.decide');
  const [status, setStatus] = useState<WithdrawalStatus>('pending');
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery(withdrawalsQuery(status));
  const decision = useWithdrawalDecision();

  const columns: ListColumn<StaffWithdrawal>[] = withdrawalColumns(t, dateTime, status !== 'pending');
  if (mayDecide && status === 'pending') {
    columns.push({
      id: 'actions',
      header: t('withdrawals.columns.actions'),
      cell: ({ row }) => (
        <WithdrawalActions
          withdrawal={row.original}
          busy={decision.isPending}
          onReject={() => {
            decision.reset();
            setRejecting(row.original.orderNo);
          }}
          onApprove={() => {
            const { orderNo } = row.original;
            setNotice(null);
            decision.mutate(
              { orderNo, approve: true },
              { onSuccess: () => setNotice(t('withdrawals.approved', { orderNo })) },
            );
          }}
        />
      ),
    });
  }

  return (
    <>
      <PageHeader title={t('withdrawals.title')} description={t('withdrawals.description')} />
      <StatusTabs
        label={t('withdrawals.statusLabel')}
        statuses={WITHDRAWAL_STATUSES}
        value={status}
        text={(s) => t(`withdrawals.status.${s}`)}
        onChange={setStatus}
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
      ) : query.data.length === 0 ? (
        <EmptyState title={t('withdrawals.empty')} />
      ) : (
        <DataTable
          label={t('withdrawals.title')}
          columns={columns}
          data={query.data}
          rowId={(w) => w.orderNo}
        />
      )}
      {rejecting ? (
        <ReasonDialog
          title={t('withdrawals.rejectTitle', { orderNo: rejecting })}
          schema={rejectWithdrawalBodySchema}
          pending={decision.isPending}
          error={decision.error}
          onClose={() => setRejecting(null)}
          onSubmit={(note) =>
            decision.mutate(
              { orderNo: rejecting, approve: false, note },
              {
                onSuccess: () => {
                  setNotice(t('withdrawals.rejected', { orderNo: rejecting }));
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
