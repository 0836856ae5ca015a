import type { CustomerServiceEntry } from '@pf/shared';
import { useCallback, useState } from 'react';
import { NoticeDialog } from '@/components/ui/notice-dialog';
import { useTranslation } from '@/lib/i18n/use-translation';
import { openPopup } from '@/lib/popup';

/**
 * Customer service opens in a 440x750 pop-up (§2). `notice` is the dialog shown when the browser
 * blocks it; render it wherever the hook is used.
 */
export function useCustomerService() {
  const { t } = useTranslation();
  const [blocked, setBlocked] = useState(false);
  const close = useCallback(() => setBlocked(false), []);

  const open = useCallback((entry: CustomerServiceEntry) => {
    if (!openPopup(entry.path, 'customer-service')) setBlocked(true);
  }, []);

  const notice = (
    <NoticeDialog open={blocked} onClose={close} title={t('header.customerService')}>
      {t('cs.popupBlocked')}
    </NoticeDialog>
  );
  return { open, notice };
}
