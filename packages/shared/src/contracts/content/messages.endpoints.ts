import { endpoint } from '../endpoint.ts';

export const messagesEndpoints = {
  'messages.list': endpoint(['GET'], '/wps/messageV2'),
  'messages.read': endpoint(['PUT'], '/wps/messageV2/:id/read'),
  'messages.remove': endpoint(['DELETE'], '/wps/messageV2/:id'),
  'messages.unreadCount': endpoint(['GET', 'POST'], '/wps/relay/CSP_unreadCount'),
  'messages.feedback': endpoint(['PUT'], '/wps/feedback'),
  'messages.boSend': endpoint(['POST'], '/bo/api/messages'),
  'messages.boFeedbackList': endpoint(['GET'], '/bo/api/feedback'),
  'messages.boFeedbackAnswer': endpoint(['POST'], '/bo/api/feedback/:id/answer'),
} as const;
