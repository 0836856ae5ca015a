import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/use-translation';
import { displayAmount } from '../lib/money';
import { ConfirmFooter } from './confirm-footer';

/**
 * The warning a withdrawal gets while a bonus is still wagering: going on forfeits it, so the
 * member confirms (and the request is sent again saying so) or keeps the bonus.
 */
export function BonusForfeitDialog({
  activeBonus,
  busy,
  onConfirm,
  onClose,
}: {
  /** The active bonus amount from the server's warning; null keeps the dialog closed. */
  activeBonus: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={activeBonus !== null}
      onClose={onClose}
      size="sm"
      plain
      testId="bonus-forfeit-dialog"
      title={t('wallet.withdraw.forfeitTitle')}
      footer={
        <ConfirmFooter
          onCancel={onClose}
          onConfirm={onConfirm}
          busy={busy}
          label={t('wallet.withdraw.forfeitConfirm')}
          testId="bonus-forfeit-confirm"
        />
      }
    >
      <p className="text-sm text-muted">
        {t('wallet.withdraw.forfeitLead', { amount: displayAmount(activeBonus ?? '0') })}
      </p>
    </Dialog>
  );
}
