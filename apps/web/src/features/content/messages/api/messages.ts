import type { FeedbackBody } from '@pf/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/features/content/query-keys';
import { memberQueryOptions, useMemberMutation } from '@/lib/member-query';
import { useRealMember, useSessionStore } from '@/lib/session-store';
import { callApi } from './calls';

export const MESSAGE_PAGE_SIZE = 10;

export const messageListQueryOptions = (token: string | null, pageNo: number) =>
  memberQueryOptions(token, contentKeys.messages.list(token, pageNo), (signal) =>
    callApi('messages.list', { query: { pageNo, pageSize: MESSAGE_PAGE_SIZE }, signal }),
  );

/** The badge: checked every minute and whenever the tab comes back into view. */
export const unreadCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: contentKeys.messages.unread(token),
    queryFn: ({ signal }) => callApi('messages.unreadCount', { signal }),
    select: (value) => value.count,
    enabled: token !== null,
    refetchInterval: 60_000,
  });

/** Whether the signed-in account has an inbox: a trial (isAgent 4) has none. */
export const useHasInbox = useRealMember;

/** Unread messages of the signed-in member; 0 for visitors and trials. */
export function useUnreadCount(): number {
  const token = useSessionStore((s) => s.token);
  const hasInbox = useHasInbox();
  const query = useQuery({ ...unreadCountQueryOptions(token), enabled: hasInbox });
  return hasInbox ? (query.data ?? 0) : 0;
}

export function useMessageList(pageNo: number) {
  const token = useSessionStore((s) => s.token);
  return useQuery(messageListQueryOptions(token, pageNo));
}

/** Reading or deleting refreshes the list and the badge together. */
const useInboxMutation = <T>(run: (input: T) => Promise<unknown>) =>
  useMemberMutation(run, contentKeys.messages.ofMember);

export const useReadMessage = () =>
  useInboxMutation((id: string) => callApi('messages.read', { params: { id } }));

export const useDeleteMessage = () =>
  useInboxMutation((id: string) => callApi('messages.remove', { params: { id } }));

export function useSendFeedback() {
  return useMutation({ mutationFn: (body: FeedbackBody) => callApi('messages.feedback', { body }) });
}
