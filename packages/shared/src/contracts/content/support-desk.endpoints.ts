import { endpointTable } from '../endpoint.ts';

/** The staff desk of the support chat: taking and handing over, canned replies, the member typing, live changes. */
export const supportDeskEndpoints = endpointTable({
  'supportDesk.stream': 'GET /bo/api/support-chats/stream',
  'supportDesk.take': 'POST /bo/api/support-chats/:id/take',
  'supportDesk.assign': 'POST /bo/api/support-chats/:id/assign',
  'supportDesk.agents': 'GET /bo/api/support-agents',
  'supportDesk.cannedList': 'GET /bo/api/support-canned-replies',
  'supportDesk.cannedSave': 'POST /bo/api/support-canned-replies',
  'supportDesk.cannedRemove': 'DELETE /bo/api/support-canned-replies/:id',
  'supportDesk.memberTyping': 'POST /wps/support-chat/typing',
});
