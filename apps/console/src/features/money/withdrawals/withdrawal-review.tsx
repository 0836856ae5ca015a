import { rejectWithdrawalBodySchema } from '@pf/shared/contracts/money';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/ui/data-table';
import { Notice } from '@/components/ui/notice';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { useErrorText } from '@/lib/error-text';
import { ApproveDialog } from './approve-dialog';
import { WithdrawalActions } from './withdrawal-actions';
import type { WithdrawalExtras } from './withdrawal-extras';
import { type StaffWithdrawal, useWithdrawalDecision } from './withdrawal-queries';

/**
 * The decisions on pending withdrawals: the actions column, the reject reason dialog, the second
 * question before a flagged one is paid out, and what became of the last decision.
 */
export function useWithdrawalReview({ warning, pending }: Pick<WithdrawalExtras, 'warning' | 'pending'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const decision = useWithdrawalDecision();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ orderNo: string; warning: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const approve = (orderNo: string) => {
    setNotice(null);
    decision.mutate(
      { orderNo, approve: true },
      {
        onSuccess: () => {
          setConfirming(null);
          setNotice(t('withdrawals.approved', { orderNo }));
        },
      },
    );
  };

  const column: ListColumn<StaffWithdrawal> = {
    id: 'actions',
    header: t('withdrawals.columns.actions'),
    cell: ({ row }) => (
      <WithdrawalActions
        withdrawal={row.original}
        busy={decision.isPending || pending(row.original)}
        onReject={() => {
          decision.reset();
          setRejecting(row.original.orderNo);
        }}
        onApprove={() => {
          const said = warning(row.original);
          if (said) {
            decision.reset();
            setConfirming({ orderNo: row.original.orderNo, warning: said });
          } else approve(row.original.orderNo);
        }}
      />
    ),
  };

  const banner: ReactNode = (
    <>
      {notice ? <Notice text={notice} onClose={() => setNotice(null)} /> : null}
      {decision.error && rejecting === null ? (
        <p role="alert" className="mb-4 rounded-md bg-danger/10 p-2 text-sm text-danger">
          {errorText(decision.error)}
        </p>
      ) : null}
    </>
  );

  const dialogs: ReactNode = (
    <>
      {confirming ? (
        <ApproveDialog
          orderNo={confirming.orderNo}
          warning={confirming.warning}
          pending={decision.isPending}
          onConfirm={() => approve(confirming.orderNo)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
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

  return { column, banner, dialogs };
}
