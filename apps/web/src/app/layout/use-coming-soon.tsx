import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * For menu entries whose feature (member centre, chat room) arrives in a later release: a friendly
 * dialog instead of a dead click. Render `dialog` next to the trigger.
 */
export function useComingSoon() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);
  const dialog = (
    <Dialog
      open={open}
      onClose={close}
      title={t('dialog.comingSoonTitle')}
      testId="coming-soon-dialog"
      footer={
        <Button size="sm" onClick={close}>
          {t('dialog.ok')}
        </Button>
      }
    >
      {t('dialog.comingSoonMessage')}
    </Dialog>
  );
  return { show, dialog };
}
