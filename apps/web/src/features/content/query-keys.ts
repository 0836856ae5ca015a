import type { AnnouncementKind } from '@pf/shared/contracts/content';
import { KEY_ROOTS, type Token } from '@/lib/query-keys';

const [MESSAGES] = KEY_ROOTS.messages;
const [CHAT] = KEY_ROOTS.chat;

/** Content's query keys (lib/query-keys.ts says how keys are made). */
export const contentKeys = {
  banners: (merchantCode: string, language: string) =>
    ['content', 'banners', merchantCode, language] as const,
  notice: (merchantCode: string, language: string, member: boolean) =>
    ['content', 'notice', merchantCode, language, member] as const,
  announcements: (
    merchantCode: string,
    language: string,
    member: boolean,
    type: AnnouncementKind,
    pageNo: number,
  ) => ['content', 'announcements', merchantCode, language, member, type, pageNo] as const,
  messages: {
    all: KEY_ROOTS.messages,
    ofMember: (token: Token) => [MESSAGES, token] as const,
    list: (token: Token, pageNo: number) => [MESSAGES, token, 'list', pageNo] as const,
    unread: (token: Token) => [MESSAGES, token, 'unread'] as const,
  },
  chat: {
    all: KEY_ROOTS.chat,
    ofMember: (token: Token) => [CHAT, token] as const,
    history: (token: Token) => [CHAT, token, 'history'] as const,
    unread: (token: Token) => [CHAT, token, 'unread'] as const,
  },
};
