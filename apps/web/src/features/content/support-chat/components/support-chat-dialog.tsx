import { Dialog } from '@/components/ui/dialog';
import { lazyPanel } from '@/components/ui/lazy-panel';
import { useTranslation } from '@/lib/i18n/use-translation';

// The conversation, its composer and its upload checks load when a member first opens the chat:
// the dialog's host is part of every page's frame, the chat itself of few visits.
const SupportChatPanel = lazyPanel(() => import('./support-chat-panel').then((m) => m.SupportChatPanel));

/** The built-in chat in a dialog, for brands without an outside live-chat address. */
export function SupportChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('chat.title')} size="md" plain testId="support-chat">
      {open ? <SupportChatPanel /> : null}
    </Dialog>
  );
}
