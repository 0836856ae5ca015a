import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { openMemberCentre } from '@/features/member-center';
import { useHasInbox, useUnreadCount } from '../api/messages';
import { UnreadBadge } from './unread-badge';

/** The header's envelope with the unread badge (CSP_unreadCount); opens the inbox (messageV2). */
export function MessagesButton() {
  const { t } = useTranslation();
  const hasInbox = useHasInbox();
  const unread = useUnreadCount();
  if (!hasInbox) return null;
  return (
    <button
      type="button"
      data-testid="messages-button"
      onClick={() => openMemberCentre('messageV2')}
      aria-label={unread > 0 ? t('messages.inboxUnread', { count: unread }) : t('messages.inbox')}
      className="relative grid size-10 shrink-0 place-items-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-fg"
    >
      <Icon name="mail" />
      <UnreadBadge count={unread} className="absolute top-1 right-0.5" />
    </button>
  );
}
