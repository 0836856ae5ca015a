import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/i18n/use-translation';

/** §2: after registration the member lands on / and this welcome shows. */
export function RegisterSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      testId="register-success"
      title={
        <span className="flex items-center gap-3">
          <span className="grid size-9 place-items-center rounded-xl bg-success/15 text-success">
            <Icon name="check" className="size-5" />
          </span>
          {t('register.successTitle')}
        </span>
      }
      footer={
        <Button onClick={onClose} data-testid="register-success-ok">
          {t('dialog.ok')}
        </Button>
      }
    >
      {t('register.successMessage')}
    </Dialog>
  );
}
