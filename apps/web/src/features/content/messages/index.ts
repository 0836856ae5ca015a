// The messages feature's public surface: the header's inbox button, the unread count and the feedback form.
export { useUnreadCount } from './api/messages';
export { FeedbackForm } from './components/feedback-form';
export { MessagesButton } from './components/messages-button';
export { UnreadBadge } from './components/unread-badge';
