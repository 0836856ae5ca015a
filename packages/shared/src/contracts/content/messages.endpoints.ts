import { endpointTable } from '../endpoint.ts';

export const messagesEndpoints = endpointTable({
  'messages.list': 'GET /wps/messageV2',
  'messages.read': 'PUT /wps/messageV2/:id/read',
  'messages.remove': 'DELETE /wps/messageV2/:id',
  'messages.unreadCount': 'GET POST /wps/relay/CSP_unreadCount',
  'messages.feedback': 'PUT /wps/feedback',
  'messages.boSend': 'POST /bo/api/messages',
  'messages.boFeedbackList': 'GET /bo/api/feedback',
  'messages.boFeedbackAnswer': 'POST /bo/api/feedback/:id/answer',
  'messages.boSentList': 'GET /bo/api/messages',
  'messages.boSentCsv': 'GET /bo/api/messages.csv',
  'messages.boFeedbackCsv': 'GET /bo/api/feedback.csv',
});
