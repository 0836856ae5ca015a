import { endpoint } from '../endpoint.ts';

export const supportChatEndpoints = {
  'supportChat.history': endpoint(['GET'], '/wps/support-chat'),
  'supportChat.send': endpoint(['POST'], '/wps/support-chat/messages'),
  'supportChat.unread': endpoint(['GET'], '/wps/support-chat/unread'),
  'supportChat.read': endpoint(['PUT'], '/wps/support-chat/read'),
  'supportChat.boList': endpoint(['GET'], '/bo/api/support-chats'),
  'supportChat.boGet': endpoint(['GET'], '/bo/api/support-chats/:id'),
  'supportChat.boRead': endpoint(['PUT'], '/bo/api/support-chats/:id/read'),
  'supportChat.boReply': endpoint(['POST'], '/bo/api/support-chats/:id/reply'),
  'supportChat.boClose': endpoint(['POST'], '/bo/api/support-chats/:id/close'),
} as const;
