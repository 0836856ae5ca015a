import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SupportChatPanel } from './support-chat-panel';

/** The built-in chat in a dialog, for brands without an outside live-chat address. */
export function SupportChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('chat.title')} size="md" plain testId="support-chat">
      {open ? <SupportChatPanel /> : null}
    </Dialog>
  );
}
