import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '@/components/ui/decision-buttons';
import type { StaffWithdrawal } from './withdrawal-queries';

/** The decision cell of a pending withdrawal. */
export function WithdrawalActions(props: {
  withdrawal: StaffWithdrawal;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DecisionButtons
      approveLabel={t('withdrawals.approve')}
      rejectLabel={t('withdrawals.reject')}
      subject={props.withdrawal.orderNo}
      busy={props.busy}
      onApprove={props.onApprove}
      onReject={props.onReject}
    />
  );
}
