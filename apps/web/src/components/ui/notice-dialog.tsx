import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from './button';
import { Dialog } from './dialog';

interface NoticeDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A message the member only needs to read: one OK button closes it. */
export function NoticeDialog({ children, ...dialog }: NoticeDialogProps) {
  const { t } = useTranslation();
  const ok = (
    <Button size="sm" onClick={dialog.onClose}>
      {t('dialog.ok')}
    </Button>
  );
  return (
    <Dialog {...dialog} footer={ok}>
      {children}
    </Dialog>
  );
}
