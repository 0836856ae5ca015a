import {
  type BoChatSummary,
  CHAT_ERRORS,
  type ChatErrorCode,
  type ChatHistory,
  type ChatMessage,
} from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';
import type {
  ChatLineRow,
  ChatRow,
  ChatSummaryRow,
  SupportChatRepository,
} from './support-chat.repository.ts';

export function chatError(code: ChatErrorCode): AppError {
  const known = CHAT_ERRORS[code];
  return new AppError(code, known.message, null, known.status);
}

export function lineView(row: ChatLineRow): ChatMessage {
  return {
    id: row.id.toString(),
    from: row.author,
    text: row.body,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
  };
}

export function summaryView(row: ChatSummaryRow): BoChatSummary {
  return {
    id: row.id.toString(),
    merchantCode: row.merchant_code,
    username: row.username,
    status: row.status,
    lastMessageAt: row.last_message_at.toISOString(),
    lastText: row.last_text,
    unread: Number(row.unread),
    assignedTo: row.assigned_to?.toString() ?? null,
    assignedName: row.assigned_name,
  };
}

/** A page fetched one line deeper than asked: the extra line only says whether more lie above. */
export async function linesPage(
  repo: SupportChatRepository,
  chat: ChatRow,
  query: { before?: string | undefined; limit: number },
): Promise<Pick<ChatHistory, 'messages' | 'hasMore'>> {
  const before = query.before === undefined ? undefined : BigInt(query.before);
  const rows = await repo.lines(chat.id, before, query.limit + 1);
  return { messages: rows.slice(0, query.limit).reverse().map(lineView), hasMore: rows.length > query.limit };
}
