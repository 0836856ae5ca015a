/** The query keys of the support desk, the feedback desk and the sent messages. */
export const supportKeys = {
  chats: ['support', 'chats'] as const,
  chatList: (status: string, holder: string) => ['support', 'chats', 'list', status, holder] as const,
  chat: (id: string) => ['support', 'chats', 'one', id] as const,
  canned: ['support', 'canned'] as const,
  agents: ['support', 'agents'] as const,
  feedback: ['support', 'feedback'] as const,
  feedbackList: (status: string, username: string) => ['support', 'feedback', status, username] as const,
  sent: ['support', 'sent'] as const,
};
