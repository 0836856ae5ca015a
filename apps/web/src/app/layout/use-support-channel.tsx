import type { CustomerServiceEntry } from '@pf/shared';
import { useCallback, useState } from 'react';
import { useCustomerService } from '@/features/brand/system';
import { SupportChatDialog, useCanChat, useChatUnread } from '@/features/content/support-chat';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCustomerServiceEntry } from './use-customer-service-entry';

/** Where customer service takes this visitor: the brand's outside address, or our own chat. */
export type SupportChannel = { kind: 'external'; entry: CustomerServiceEntry } | { kind: 'builtin' };

/**
 * The brand's live-chat (or VIP) address in its 440x750 pop-up when it has one; otherwise, for a
 * signed-in member, the built-in support chat in a dialog. Visitors of a brand without an address
 * get nothing to open. `name` is the channel's own name, `label` adds the unread replies for an
 * entry's accessible name. Render `dialogs` wherever the hook is used.
 */
export function useSupportChannel() {
  const { t } = useTranslation();
  const entry = useCustomerServiceEntry();
  const canChat = useCanChat();
  const popup = useCustomerService();
  const [chatOpen, setChatOpen] = useState(false);
  const closeChat = useCallback(() => setChatOpen(false), []);

  const channel: SupportChannel | null =
    entry && entry.path.trim() !== '' ? { kind: 'external', entry } : canChat ? { kind: 'builtin' } : null;
  const unread = useChatUnread(channel?.kind === 'builtin');

  const open = useCallback(() => {
    if (channel?.kind === 'external') popup.open(channel.entry);
    else if (channel?.kind === 'builtin') setChatOpen(true);
  }, [channel, popup.open]);

  const dialogs = (
    <>
      {popup.notice}
      {channel?.kind === 'builtin' ? <SupportChatDialog open={chatOpen} onClose={closeChat} /> : null}
    </>
  );
  const name = channel?.kind === 'external' ? channel.entry.title : t('chat.title');
  const label = unread > 0 ? t('chat.entryUnread', { name, count: unread }) : name;
  return { channel, open, unread, dialogs, name, label };
}
