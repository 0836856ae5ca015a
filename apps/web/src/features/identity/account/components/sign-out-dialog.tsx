import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSessionActions } from '@/features/identity/auth';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * §8 Sign-out: a prompt titled with what it does, 'sure to log out', cancel and a submit that says
 * what it does (a bare 'Submit' under a 'Prompt' title left members guessing); submit ends the session.
 */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useSessionActions();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      testId="sign-out-dialog"
      title={t('account.signOut')}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose} data-testid="sign-out-cancel">
            {t('form.cancel')}
          </Button>
          <Button size="sm" onClick={() => void submit()} disabled={busy} data-testid="sign-out-submit">
            {busy ? <Spinner className="size-4" /> : null}
            {t('account.signOut')}
          </Button>
        </>
      }
    >
      {t('account.sureLogout')}
    </Dialog>
  );
}
