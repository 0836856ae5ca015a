import { endpointTable } from '../endpoint.ts';

export const supportChatEndpoints = endpointTable({
  'supportChat.history': 'GET /wps/support-chat',
  'supportChat.send': 'POST /wps/support-chat/messages',
  'supportChat.unread': 'GET /wps/support-chat/unread',
  'supportChat.read': 'PUT /wps/support-chat/read',
  'supportChat.boList': 'GET /bo/api/support-chats',
  'supportChat.boGet': 'GET /bo/api/support-chats/:id',
  'supportChat.boRead': 'PUT /bo/api/support-chats/:id/read',
  'supportChat.boReply': 'POST /bo/api/support-chats/:id/reply',
  'supportChat.boClose': 'POST /bo/api/support-chats/:id/close',
});
