import { z } from 'zod';
import { contractsOf, memberCall, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { boChatParamsSchema, boChatSummarySchema } from './support-chat.contract.ts';
import { supportDeskEndpoints as e } from './support-desk.endpoints.ts';
import {
  cannedReplySchema,
  cannedSaveBodySchema,
  deskAgentSchema,
  deskAssignBodySchema,
  deskBrandQuerySchema,
  deskIdParamsSchema,
  deskStreamQuerySchema,
} from './support-desk.schema.ts';

const callTags = { member: ['support chat'], staff: ['back office'] } as const;

/** Several staff answering the support chat at once: who holds which conversation, and what changes. */
export const supportDeskContracts = contractsOf(e, callTags, {
  'supportDesk.stream': staffCall(
    "The desk's live channel: server-sent events (hello, chat with the conversation id, typing) for the brand's conversations",
    {
      permission: 'support.read',
      query: deskStreamQuerySchema,
      ...fileAnswer(['text/event-stream'], 'A stream of server-sent events, one `event:` line each'),
      errors: ['NOT_FOUND', 'MERCHANT_REQUIRED'],
    },
  ),
  'supportDesk.take': staffCall(
    'Takes a conversation no one holds; of two taking it at once, one gets it and the other hears CHAT_TAKEN',
    {
      permission: 'support.reply',
      params: boChatParamsSchema,
      response: boChatSummarySchema,
      errors: ['CHAT_NOT_FOUND', 'CHAT_CLOSED', 'CHAT_TAKEN'],
    },
  ),
  'supportDesk.assign': staffCall(
    'Hands a conversation the caller holds (or no one holds) to a colleague of the brand who answers the chat',
    {
      permission: 'support.reply',
      params: boChatParamsSchema,
      body: deskAssignBodySchema,
      response: boChatSummarySchema,
      errors: ['CHAT_NOT_FOUND', 'CHAT_CLOSED', 'CHAT_TAKEN', 'NOT_FOUND'],
    },
  ),
  'supportDesk.agents': staffCall('The active staff of the brand who may answer the support chat', {
    permission: 'support.read',
    query: deskBrandQuerySchema,
    response: z.array(deskAgentSchema),
    errors: ['NOT_FOUND', 'MERCHANT_REQUIRED'],
  }),
  'supportDesk.cannedList': staffCall("The brand's canned replies, by title", {
    permission: 'support.read',
    query: deskBrandQuerySchema,
    response: z.array(cannedReplySchema),
    errors: ['NOT_FOUND', 'MERCHANT_REQUIRED'],
  }),
  'supportDesk.cannedSave': staffCall('Adds a canned reply to the brand’s list', {
    permission: 'support.reply',
    body: cannedSaveBodySchema,
    response: cannedReplySchema,
    errors: ['NOT_FOUND', 'MERCHANT_REQUIRED'],
  }),
  'supportDesk.cannedRemove': staffCall('Removes a canned reply of the brand', {
    permission: 'support.reply',
    params: deskIdParamsSchema,
    response: z.null(),
    errors: ['CANNED_NOT_FOUND'],
  }),
  'supportDesk.memberTyping': memberCall('Tells the staff desk the member is writing', {
    response: z.null(),
  }),
});
