import { z } from 'zod';
import { contractsOf, memberCall, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { messagesEndpoints as e } from './messages.endpoints.ts';
import {
  boFeedbackAnswerBodySchema,
  boFeedbackFilterSchema,
  boFeedbackItemSchema,
  boFeedbackParamsSchema,
  boFeedbackQuerySchema,
  boSendMessageBodySchema,
  boSendMessageResultSchema,
  boSentFilterSchema,
  boSentPageSchema,
  boSentQuerySchema,
  feedbackBodySchema,
  feedbackResultSchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messageListSchema,
  messageSchema,
  unreadCountSchema,
} from './messages.schema.ts';

const callTags = { member: ['messages'], staff: ['back office'] } as const;

/** Internal messages (member centre messageV2), the unread badge, feedback and staff answers. */
export const messagesContracts = contractsOf(e, callTags, {
  'messages.list': memberCall("The member's internal messages, newest first, with the unread count", {
    query: messageListQuerySchema,
    response: messageListSchema,
  }),
  'messages.read': memberCall('Marks one of the member’s messages read and answers it', {
    params: messageIdParamsSchema,
    response: messageSchema,
    errors: ['MESSAGE_NOT_FOUND'],
  }),
  'messages.remove': memberCall('Deletes one of the member’s messages from their inbox', {
    params: messageIdParamsSchema,
    response: z.null(),
    errors: ['MESSAGE_NOT_FOUND'],
  }),
  'messages.unreadCount': memberCall('How many of the member’s messages are unread (the badge)', {
    response: unreadCountSchema,
  }),
  'messages.feedback': memberCall(
    'Sends a support ticket (question type, content, optional phone); staff answer by message',
    {
      body: feedbackBodySchema,
      response: feedbackResultSchema,
      errors: ['FEEDBACK_TYPE', 'FEEDBACK_WORDS', 'FEEDBACK_PHONE'],
    },
  ),
  'messages.boSend': staffCall(
    'Sends an internal message to one member, every member of a type or a VIP level, or everyone of a brand',
    {
      permission: 'messages.send',
      body: boSendMessageBodySchema,
      response: boSendMessageResultSchema,
      errors: ['MERCHANT_REQUIRED', 'NOT_FOUND', 'MESSAGE_NO_RECIPIENTS'],
    },
  ),
  'messages.boFeedbackList': staffCall('Feedback of the brand by status, oldest open first', {
    permission: 'messages.read',
    query: boFeedbackQuerySchema,
    response: z.array(boFeedbackItemSchema),
    errors: ['NOT_FOUND'],
  }),
  'messages.boFeedbackAnswer': staffCall(
    'Answers a feedback; the member receives the answer as an internal message',
    {
      permission: 'messages.send',
      params: boFeedbackParamsSchema,
      body: boFeedbackAnswerBodySchema,
      response: boFeedbackItemSchema,
      errors: ['NOT_FOUND', 'FEEDBACK_ANSWERED'],
    },
  ),
  'messages.boSentList': staffCall(
    'Messages staff sent, newest first, with how many inboxes each reached and how many read it',
    {
      permission: 'messages.read',
      query: boSentQuerySchema,
      response: boSentPageSchema,
      errors: ['NOT_FOUND', 'MERCHANT_REQUIRED'],
    },
  ),
  'messages.boSentCsv': staffCall('The messages staff sent, as CSV, newest first', {
    permission: 'messages.read',
    query: boSentFilterSchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per sending'),
    errors: ['NOT_FOUND', 'MERCHANT_REQUIRED'],
  }),
  'messages.boFeedbackCsv': staffCall('Feedback of the brand by status and member, as CSV, oldest first', {
    permission: 'messages.read',
    query: boFeedbackFilterSchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per feedback'),
    errors: ['NOT_FOUND'],
  }),
});
