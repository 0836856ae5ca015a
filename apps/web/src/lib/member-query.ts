import {
  type DefaultError,
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSessionStore } from './session-store';

/** How a member read differs from the plain one: how long its answer stays fresh, and paging. */
export interface MemberReadOptions {
  staleTime?: number;
  /** Paged and filtered lists keep the last page on screen while the next one loads. */
  keepPrevious?: boolean;
}

/**
 * The options of a read of the member's own data: its key carries the session token (so another
 * account on the tab never sees the answer), and nothing is sent without one.
 */
export function memberQueryOptions<T, K extends QueryKey>(
  token: string | null,
  queryKey: K,
  read: (signal: AbortSignal) => Promise<T>,
  { staleTime, keepPrevious = false }: MemberReadOptions = {},
) {
  return queryOptions<T, DefaultError, T, K>({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    enabled: token !== null,
    // Left out rather than undefined, which would override the client's defaults.
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** A member read as a hook, with the token of the session on hand. */
export function useMemberQuery<T, K extends QueryKey>(
  keyOf: (token: string | null) => K,
  read: (signal: AbortSignal) => Promise<T>,
  options?: MemberReadOptions,
) {
  const token = useSessionStore((s) => s.token);
  return useQuery(memberQueryOptions(token, keyOf(token), read, options));
}

/**
 * A change to the member's own data: once it succeeds, every read under the key prefix
 * `prefixOf(token)` is asked again.
 */
export function useMemberMutation<T, R>(
  run: (input: T) => Promise<R>,
  prefixOf: (token: string | null) => QueryKey,
) {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: prefixOf(token) }),
  });
}
