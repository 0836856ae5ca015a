import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { StaffWithdrawal } from './withdrawal-queries';

/** The decision cell of a pending withdrawal. */
export function WithdrawalActions(props: {
  withdrawal: StaffWithdrawal;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const { orderNo } = props.withdrawal;
  return (
    <span className="flex flex-col gap-2 xl:flex-row">
      <Button
        className="h-8"
        disabled={props.busy}
        aria-label={`${t('withdrawals.approve')} ${orderNo}`}
        onClick={props.onApprove}
      >
        {t('withdrawals.approve')}
      </Button>
      <Button
        className="h-8"
        variant="danger"
        disabled={props.busy}
        aria-label={`${t('withdrawals.reject')} ${orderNo}`}
        onClick={props.onReject}
      >
        {t('withdrawals.reject')}
      </Button>
    </span>
  );
}
