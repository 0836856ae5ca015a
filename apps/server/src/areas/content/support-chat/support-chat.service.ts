import { CHAT_SEND_LIMIT, CHAT_SEND_WINDOW_SECONDS, type ChatHistory, type ChatMessage } from '@pf/shared';
import { afterCommit } from '../../../db/commit-hooks.ts';
import type { ChatOwner, SendWindow, SupportChatRepository } from './support-chat.repository.ts';

/** What tells the brand's support desks about a conversation. */
export type DeskChange = (merchantId: number, chatId: bigint, event: 'chat' | 'typing') => void;

import { chatError, linesPage, lineView } from './support-chat.views.ts';

/**
 * The member's side of the built-in support chat (§2 customer service, for brands without an
 * outside live-chat provider): one conversation with their brand's staff, created on first line.
 */
export function supportChatService(deps: {
  repo: SupportChatRepository;
  now?: () => Date;
  window?: SendWindow;
  /** Told, once written, that the member wrote or read (`chat`) or is writing (`typing`). */
  onDeskChange?: DeskChange;
}) {
  const now = deps.now ?? (() => new Date());
  const window = deps.window ?? { limit: CHAT_SEND_LIMIT, seconds: CHAT_SEND_WINDOW_SECONDS };
  const { repo } = deps;

  return {
    async history(
      owner: ChatOwner,
      query: { before?: string | undefined; limit: number },
    ): Promise<ChatHistory> {
      const chat = await repo.chatOf(owner);
      if (!chat) return { status: null, messages: [], hasMore: false };
      return { status: chat.status, ...(await linesPage(repo, chat, query)) };
    },

    /** The window's place and the line in one transaction: a refused send leaves nothing behind. */
    async send(owner: ChatOwner, text: string): Promise<ChatMessage> {
      const at = now();
      return repo.transaction(async (tx) => {
        await repo.ensureChat(tx, owner, at);
        const chat = await repo.takeSendSlot(tx, owner, window, at);
        if (!chat) throw chatError('CHAT_RATE_LIMITED');
        const line = await repo.insertLine(tx, {
          chat_id: chat.id,
          author: 'member',
          staff_id: null,
          body: text,
          created_at: at,
        });
        afterCommit(tx, () => deps.onDeskChange?.(owner.merchantId, chat.id, 'chat'));
        return lineView(line);
      });
    },

    async unread(owner: ChatOwner): Promise<{ count: number }> {
      const chat = await repo.chatOf(owner);
      return { count: chat ? await repo.unreadFrom(chat.id, 'staff') : 0 };
    },

    async read(owner: ChatOwner): Promise<{ count: number }> {
      const chat = await repo.chatOf(owner);
      if (chat) {
        await repo.markRead(chat.id, 'staff', now());
        deps.onDeskChange?.(owner.merchantId, chat.id, 'chat');
      }
      return { count: 0 };
    },

    /** The member is writing: their brand's desks may say so beside the conversation. */
    async typing(owner: ChatOwner): Promise<null> {
      const chat = await repo.chatOf(owner);
      if (chat) deps.onDeskChange?.(owner.merchantId, chat.id, 'typing');
      return null;
    },
  };
}

export type SupportChatService = ReturnType<typeof supportChatService>;
