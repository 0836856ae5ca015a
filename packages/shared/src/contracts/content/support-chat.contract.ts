import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { supportChatEndpoints as e } from './support-chat.endpoints.ts';
import { CHAT_PAGE_MAX, CHAT_SEND_LIMIT, CHAT_TEXT_MAX, CHAT_TEXT_MIN } from './support-chat.limits.ts';

/** Codes and English texts of the support chat calls. */
export const CHAT_ERRORS = {
  CHAT_RATE_LIMITED: {
    status: 429,
    message: 'You are sending messages too quickly, please wait a moment',
  },
  CHAT_NOT_FOUND: { status: 404, message: 'Conversation not found' },
  CHAT_CLOSED: { status: 409, message: 'This conversation is closed' },
} as const satisfies Record<string, { status: number; message: string }>;
export type ChatErrorCode = keyof typeof CHAT_ERRORS;

const id = z.string().regex(/^\d{1,18}$/, 'an id of digits');

export const chatTextSchema = z.string().trim().min(CHAT_TEXT_MIN).max(CHAT_TEXT_MAX);

export const chatMessageSchema = z.object({
  id: z.string(),
  /** Who wrote it: the member, or the merchant's staff. */
  from: z.enum(['member', 'staff']),
  text: z.string(),
  createdAt: z.string(),
  /** Whether the other side has read it. */
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatStatusSchema = z.enum(['open', 'closed']);
export type ChatStatus = z.infer<typeof chatStatusSchema>;

/** A page of a conversation, oldest first; `before` the oldest id shown fetches the one above. */
export const chatPageQuerySchema = z.object({
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(30),
});

export const chatHistorySchema = z.object({
  /** Null until the member writes for the first time. */
  status: chatStatusSchema.nullable(),
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const chatSendBodySchema = z.object({ text: chatTextSchema });
export type ChatSendBody = z.input<typeof chatSendBodySchema>;

export const chatCountSchema = z.object({ count: z.number().int() });

export const boChatSummarySchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  username: z.string(),
  status: chatStatusSchema,
  lastMessageAt: z.string(),
  lastText: z.string().nullable(),
  /** Member lines no staff has read yet. */
  unread: z.number().int(),
});
export type BoChatSummary = z.infer<typeof boChatSummarySchema>;

export const boChatListQuerySchema = z.object({
  merchantCode: z.string().min(1).max(64).optional(),
  status: chatStatusSchema.default('open'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const boChatParamsSchema = z.object({ id });

export const boChatDetailSchema = chatHistorySchema.extend({ chat: boChatSummarySchema });

const tags = ['support chat'] as const;
const boTags = ['back office'] as const;

/** The built-in support chat: a member and their merchant's staff, one conversation each. */
export const supportChatContracts = {
  'supportChat.history': defineContract({
    ...e['supportChat.history'],
    summary: "A page of the member's support conversation, oldest line first",
    auth: 'member',
    tags,
    query: chatPageQuerySchema,
    response: chatHistorySchema,
    errors: [],
  }),
  'supportChat.send': defineContract({
    ...e['supportChat.send'],
    summary: `Sends a line (${CHAT_TEXT_MIN}-${CHAT_TEXT_MAX} characters, at most ${CHAT_SEND_LIMIT} a minute); reopens a closed conversation`,
    auth: 'member',
    tags,
    body: chatSendBodySchema,
    response: chatMessageSchema,
    errors: ['CHAT_RATE_LIMITED'],
  }),
  'supportChat.unread': defineContract({
    ...e['supportChat.unread'],
    summary: 'How many staff replies the member has not read',
    auth: 'member',
    tags,
    response: chatCountSchema,
    errors: [],
  }),
  'supportChat.read': defineContract({
    ...e['supportChat.read'],
    summary: 'Marks every staff reply read; answers the unread count (0)',
    auth: 'member',
    tags,
    response: chatCountSchema,
    errors: [],
  }),
  'supportChat.boList': defineContract({
    ...e['supportChat.boList'],
    summary: "The brand's conversations by status, most recent first, with unread member lines",
    auth: 'staff',
    tags: boTags,
    query: boChatListQuerySchema,
    response: z.array(boChatSummarySchema),
    errors: ['NOT_FOUND', 'MERCHANT_REQUIRED'],
  }),
  'supportChat.boGet': defineContract({
    ...e['supportChat.boGet'],
    summary: 'One conversation and a page of its lines, oldest first',
    auth: 'staff',
    tags: boTags,
    params: boChatParamsSchema,
    query: chatPageQuerySchema,
    response: boChatDetailSchema,
    errors: ['CHAT_NOT_FOUND'],
  }),
  'supportChat.boRead': defineContract({
    ...e['supportChat.boRead'],
    summary: "Marks the member's lines of a conversation read by staff",
    auth: 'staff',
    tags: boTags,
    params: boChatParamsSchema,
    response: boChatSummarySchema,
    errors: ['CHAT_NOT_FOUND'],
  }),
  'supportChat.boReply': defineContract({
    ...e['supportChat.boReply'],
    summary: 'Replies to an open conversation; the member hears it on the push channel (chat)',
    auth: 'staff',
    tags: boTags,
    params: boChatParamsSchema,
    body: chatSendBodySchema,
    response: chatMessageSchema,
    errors: ['CHAT_NOT_FOUND', 'CHAT_CLOSED'],
  }),
  'supportChat.boClose': defineContract({
    ...e['supportChat.boClose'],
    summary: 'Closes a conversation; the member writing again reopens it',
    auth: 'staff',
    tags: boTags,
    params: boChatParamsSchema,
    response: boChatSummarySchema,
    errors: ['CHAT_NOT_FOUND', 'CHAT_CLOSED'],
  }),
} as const;
