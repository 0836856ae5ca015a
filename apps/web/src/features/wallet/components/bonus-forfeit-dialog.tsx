import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { displayAmount } from '../lib/money';

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
        <>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button size="sm" onClick={onConfirm} disabled={busy} data-testid="bonus-forfeit-confirm">
            {busy ? <Spinner className="size-4" /> : null}
            {t('wallet.withdraw.forfeitConfirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-muted">
        {t('wallet.withdraw.forfeitLead', { amount: displayAmount(activeBonus ?? '0') })}
      </p>
    </Dialog>
  );
}
