import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { supportKeys } from '../support-keys';
import { chatCall, deskCall } from './support-calls';

export type ChatStatus = 'open' | 'closed';
export type Holder = 'all' | 'mine' | 'free';

export const chatListQuery = (status: ChatStatus, holder: Holder) =>
  queryOptions({
    queryKey: supportKeys.chatList(status, holder),
    queryFn: ({ signal }) =>
      chatCall('supportChat.boList', { query: { status, holder, limit: 100 }, signal }),
  });

export const chatQuery = (id: string) =>
  queryOptions({
    queryKey: supportKeys.chat(id),
    queryFn: ({ signal }) => chatCall('supportChat.boGet', { params: { id }, query: { limit: 100 }, signal }),
  });

export const cannedQuery = () =>
  queryOptions({
    queryKey: supportKeys.canned,
    queryFn: ({ signal }) => deskCall('supportDesk.cannedList', { query: {}, signal }),
  });

export const agentsQuery = () =>
  queryOptions({
    queryKey: supportKeys.agents,
    queryFn: ({ signal }) => deskCall('supportDesk.agents', { query: {}, signal }),
  });

/** A change to one conversation; the desk's lists and the conversation are read again after. */
export function useChatAction<V>(run: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: supportKeys.chats }),
  });
}

export function useCannedAction<V>(run: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: supportKeys.canned }),
  });
}
