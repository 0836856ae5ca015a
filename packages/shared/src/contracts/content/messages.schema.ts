import { z } from 'zod';
import { FEEDBACK_MAX_CHARS } from '../../feedback.ts';
import { digitsId, int, merchantCode, pageFields, pageQuery, textOrNull, vipLevelSchema } from '../fields.ts';

const id = digitsId;

/** One internal message in the member's inbox (member centre page messageV2). */
export const messageSchema = z.object({
  id: z.string(),
  /** `notice` from staff, `feedbackReply` the answer to the member's own feedback. */
  kind: z.enum(['notice', 'feedbackReply']),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InternalMessage = z.infer<typeof messageSchema>;

export const messageListQuerySchema = z.object(pageQuery);

export const messageListSchema = z.object({
  list: z.array(messageSchema),
  ...pageFields,
  unread: int,
});
export type MessageList = z.infer<typeof messageListSchema>;

export const messageIdParamsSchema = z.object({ id });

export const unreadCountSchema = z.object({ count: z.number().int() });

/** The feedback form's body; the limits (§5) are checked by `feedbackProblem` for a clear text. */
export const feedbackBodySchema = z.object({
  questionType: z.string().max(40),
  // Twice the character ceiling, so an over-long text is refused with the words message, not a 400.
  content: z.string().max(FEEDBACK_MAX_CHARS * 2),
  phone: z.string().max(40).nullish(),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const feedbackResultSchema = z.object({ id: z.string(), status: z.enum(['open', 'answered']) });

/** Who a staff message goes to: one member, every member of one type (§6 agent types), or all. */
export const messageAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), username: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('memberType'), type: z.number().int().min(0).max(99) }),
  z.object({ kind: z.literal('vipLevel'), level: vipLevelSchema }),
  z.object({ kind: z.literal('all') }),
]);

export const boSendMessageBodySchema = z.object({
  /** Needed for operators of every brand; an operator of one brand may leave it out. */
  merchantCode: merchantCode.optional(),
  audience: messageAudienceSchema,
  title: z.string().trim().min(1).max(120),
  content: z.string().trim().min(1).max(FEEDBACK_MAX_CHARS),
});

export const boSendMessageResultSchema = z.object({ sent: z.number().int() });

export const boFeedbackFilterSchema = z.object({
  status: z.enum(['open', 'answered']).default('open'),
  merchantCode: merchantCode.optional(),
  /** One member's tickets. */
  username: z.string().trim().min(1).max(64).optional(),
});

export const boFeedbackQuerySchema = boFeedbackFilterSchema.extend({
  /** The next page: tickets after this id (the list runs oldest first). */
  after: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const boFeedbackItemSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  username: z.string(),
  questionType: z.string(),
  content: z.string(),
  phone: textOrNull,
  status: z.enum(['open', 'answered']),
  answer: textOrNull,
  createdAt: z.string(),
  answeredAt: textOrNull,
});
export type BoFeedbackItem = z.infer<typeof boFeedbackItemSchema>;

export const boFeedbackParamsSchema = z.object({ id });

export const boFeedbackAnswerBodySchema = z.object({
  answer: z.string().trim().min(1).max(FEEDBACK_MAX_CHARS),
});

export const boSentFilterSchema = z.object({ merchantCode: merchantCode.optional() });

export const boSentQuerySchema = boSentFilterSchema.extend({
  /** The next page: sendings older than this id (the list runs newest first). */
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** One sending by staff: to whom, what, how many inboxes it reached and how many have read it. */
export const boSentMessageSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  audience: messageAudienceSchema,
  title: z.string(),
  content: z.string(),
  sentBy: textOrNull,
  recipients: int,
  readCount: int,
  createdAt: z.string(),
});
export type BoSentMessage = z.infer<typeof boSentMessageSchema>;

export const boSentPageSchema = z.object({ list: z.array(boSentMessageSchema), next: textOrNull });
