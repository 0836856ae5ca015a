import { z } from 'zod';
import { contractsOf, memberCall, staffCall } from '../calls.ts';
import { digitsId } from '../fields.ts';
import { supportChatEndpoints as e } from './support-chat.endpoints.ts';
import { CHAT_PAGE_MAX, CHAT_SEND_LIMIT, CHAT_TEXT_MAX, CHAT_TEXT_MIN } from './support-chat.limits.ts';

const callTags = { member: ['support chat'], staff: ['back office'] } as const;

/** Codes and English texts of the support chat calls. */
export const CHAT_ERRORS = {
  CHAT_RATE_LIMITED: {
    status: 429,
    message: 'You are sending messages too quickly, please wait a moment',
  },
  CHAT_NOT_FOUND: { status: 404, message: 'Conversation not found' },
  CHAT_CLOSED: { status: 409, message: 'This conversation is closed' },
  CHAT_TAKEN: { status: 409, message: 'Another staff member holds this conversation' },
  CANNED_NOT_FOUND: { status: 404, message: 'Canned reply not found' },
} as const satisfies Record<string, { status: number; message: string }>;
export type ChatErrorCode = keyof typeof CHAT_ERRORS;

const id = digitsId;

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
  /** The staff member who holds the conversation, none until someone takes it. */
  assignedTo: z.string().nullable().default(null),
  assignedName: z.string().nullable().default(null),
});
export type BoChatSummary = z.infer<typeof boChatSummarySchema>;

export const boChatListQuerySchema = z.object({
  merchantCode: z.string().min(1).max(64).optional(),
  status: chatStatusSchema.default('open'),
  /** Everyone's, the caller's own, or the ones no one holds yet. */
  holder: z.enum(['all', 'mine', 'free']).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const boChatParamsSchema = z.object({ id });

export const boChatDetailSchema = chatHistorySchema.extend({ chat: boChatSummarySchema });

/** The built-in support chat: a member and their merchant's staff, one conversation each. */
export const supportChatContracts = contractsOf(e, callTags, {
  'supportChat.history': memberCall("A page of the member's support conversation, oldest line first", {
    query: chatPageQuerySchema,
    response: chatHistorySchema,
  }),
  'supportChat.send': memberCall(
    `Sends a line (${CHAT_TEXT_MIN}-${CHAT_TEXT_MAX} characters, at most ${CHAT_SEND_LIMIT} a minute); reopens a closed conversation`,
    { body: chatSendBodySchema, response: chatMessageSchema, errors: ['CHAT_RATE_LIMITED'] },
  ),
  'supportChat.unread': memberCall('How many staff replies the member has not read', {
    response: chatCountSchema,
  }),
  'supportChat.read': memberCall('Marks every staff reply read; answers the unread count (0)', {
    response: chatCountSchema,
  }),
  'supportChat.boList': staffCall(
    "The brand's conversations by status, most recent first, with unread member lines",
    {
      permission: 'support.read',
      query: boChatListQuerySchema,
      response: z.array(boChatSummarySchema),
      errors: ['NOT_FOUND', 'MERCHANT_REQUIRED'],
    },
  ),
  'supportChat.boGet': staffCall('One conversation and a page of its lines, oldest first', {
    permission: 'support.read',
    params: boChatParamsSchema,
    query: chatPageQuerySchema,
    response: boChatDetailSchema,
    errors: ['CHAT_NOT_FOUND'],
  }),
  'supportChat.boRead': staffCall("Marks the member's lines of a conversation read by staff", {
    permission: 'support.reply',
    params: boChatParamsSchema,
    response: boChatSummarySchema,
    errors: ['CHAT_NOT_FOUND'],
  }),
  'supportChat.boReply': staffCall(
    'Replies to an open conversation; the member hears it on the push channel (chat)',
    {
      permission: 'support.reply',
      params: boChatParamsSchema,
      body: chatSendBodySchema,
      response: chatMessageSchema,
      errors: ['CHAT_NOT_FOUND', 'CHAT_CLOSED'],
    },
  ),
  'supportChat.boClose': staffCall('Closes a conversation; the member writing again reopens it', {
    permission: 'support.reply',
    params: boChatParamsSchema,
    response: boChatSummarySchema,
    errors: ['CHAT_NOT_FOUND', 'CHAT_CLOSED'],
  }),
});
