import { Icon } from '@/components/ui/icon';
import { openMemberCentre } from '@/features/identity/member-center';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useHasInbox, useUnreadCount } from '../api/messages';
import { UnreadBadge } from './unread-badge';

/**
 * The header's envelope with the unread badge (CSP_unreadCount); opens the inbox (messageV2). From
 * the width the bottom bar gives way (md) up: phones keep the header's room for the balance and show the count on the bottom
 * bar's account tab instead.
 */
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
      className="relative hidden size-10 shrink-0 place-items-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-fg md:grid"
    >
      <Icon name="mail" />
      <UnreadBadge count={unread} className="absolute top-1 right-0.5" />
    </button>
  );
}
