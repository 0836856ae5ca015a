// The support chat's public surface: the dialog, who may use it, and the unread replies.
export { useCanChat, useChatUnread } from './api/support-chat';
export { SupportChatDialog } from './components/support-chat-dialog';
