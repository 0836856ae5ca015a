import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { messagesEndpoints as e } from './messages.endpoints.ts';
import {
  boFeedbackAnswerBodySchema,
  boFeedbackItemSchema,
  boFeedbackParamsSchema,
  boFeedbackQuerySchema,
  boSendMessageBodySchema,
  boSendMessageResultSchema,
  feedbackBodySchema,
  feedbackResultSchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messageListSchema,
  messageSchema,
  unreadCountSchema,
} from './messages.schema.ts';

const tags = ['messages'] as const;
const boTags = ['back office'] as const;

/** Internal messages (member centre messageV2), the unread badge, feedback and staff answers. */
export const messagesContracts = {
  'messages.list': defineContract({
    ...e['messages.list'],
    summary: "The member's internal messages, newest first, with the unread count",
    auth: 'member',
    tags,
    query: messageListQuerySchema,
    response: messageListSchema,
    errors: [],
  }),
  'messages.read': defineContract({
    ...e['messages.read'],
    summary: 'Marks one of the member’s messages read and answers it',
    auth: 'member',
    tags,
    params: messageIdParamsSchema,
    response: messageSchema,
    errors: ['MESSAGE_NOT_FOUND'],
  }),
  'messages.remove': defineContract({
    ...e['messages.remove'],
    summary: 'Deletes one of the member’s messages from their inbox',
    auth: 'member',
    tags,
    params: messageIdParamsSchema,
    response: z.null(),
    errors: ['MESSAGE_NOT_FOUND'],
  }),
  'messages.unreadCount': defineContract({
    ...e['messages.unreadCount'],
    summary: 'How many of the member’s messages are unread (the badge)',
    auth: 'member',
    tags,
    response: unreadCountSchema,
    errors: [],
  }),
  'messages.feedback': defineContract({
    ...e['messages.feedback'],
    summary: 'Sends a support ticket (question type, content, optional phone); staff answer by message',
    auth: 'member',
    tags,
    body: feedbackBodySchema,
    response: feedbackResultSchema,
    errors: ['FEEDBACK_TYPE', 'FEEDBACK_WORDS', 'FEEDBACK_PHONE'],
  }),
  'messages.boSend': defineContract({
    ...e['messages.boSend'],
    summary:
      'Sends an internal message to one member, every member of a type or a VIP level, or everyone of a brand',
    auth: 'staff',
    tags: boTags,
    body: boSendMessageBodySchema,
    response: boSendMessageResultSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND', 'MESSAGE_NO_RECIPIENTS'],
  }),
  'messages.boFeedbackList': defineContract({
    ...e['messages.boFeedbackList'],
    summary: 'Feedback of the brand by status, oldest open first',
    auth: 'staff',
    tags: boTags,
    query: boFeedbackQuerySchema,
    response: z.array(boFeedbackItemSchema),
    errors: ['NOT_FOUND'],
  }),
  'messages.boFeedbackAnswer': defineContract({
    ...e['messages.boFeedbackAnswer'],
    summary: 'Answers a feedback; the member receives the answer as an internal message',
    auth: 'staff',
    tags: boTags,
    params: boFeedbackParamsSchema,
    body: boFeedbackAnswerBodySchema,
    response: boFeedbackItemSchema,
    errors: ['NOT_FOUND', 'FEEDBACK_ANSWERED'],
  }),
} as const;
