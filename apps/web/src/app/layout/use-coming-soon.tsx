import { useCallback, useState } from 'react';
import { NoticeDialog } from '@/components/ui/notice-dialog';
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
    <NoticeDialog open={open} onClose={close} title={t('dialog.comingSoonTitle')} testId="coming-soon-dialog">
      {t('dialog.comingSoonMessage')}
    </NoticeDialog>
  );
  return { show, dialog };
}
