import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/features/content/query-keys';
import { useMemberMutation } from '@/lib/member-query';
import { useRealMember, useSessionStore } from '@/lib/session-store';
import { callApi } from './calls';

export const CHAT_PAGE_SIZE = 30;

/** The conversation a page at a time: the first page is the newest lines, each next page older ones. */
export const chatHistoryQueryOptions = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: contentKeys.chat.history(token),
    queryFn: ({ pageParam, signal }) =>
      callApi('supportChat.history', {
        query: { limit: CHAT_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?.id : undefined),
    enabled: token !== null,
  });

export const chatUnreadQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: contentKeys.chat.unread(token),
    queryFn: ({ signal }) => callApi('supportChat.unread', { signal }),
    select: (value) => value.count,
    enabled: token !== null,
  });

/** Whether the signed-in account may use the built-in chat: real members, not visitors or trials. */
export const useCanChat = useRealMember;

export function useChatHistory() {
  const token = useSessionStore((s) => s.token);
  return useInfiniteQuery(chatHistoryQueryOptions(token));
}

/** Staff replies the member has not read; 0 for anyone who cannot chat. */
export function useChatUnread(enabled: boolean): number {
  const token = useSessionStore((s) => s.token);
  const query = useQuery({ ...chatUnreadQueryOptions(token), enabled: enabled && token !== null });
  return enabled ? (query.data ?? 0) : 0;
}

const useChatMutation = <T, R>(run: (input: T) => Promise<R>) =>
  useMemberMutation(run, contentKeys.chat.ofMember);

export const useSendChat = () =>
  useChatMutation((text: string) => callApi('supportChat.send', { body: { text } }));

export const useReadChat = () => useChatMutation(() => callApi('supportChat.read'));
