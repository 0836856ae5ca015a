import type { InhouseGame, PlayValue } from '@pf/shared/inhouse/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamesKeys } from '@/features/games/query-keys';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { useRequestId } from './request-id';

/** After any round: the header balance, the recall list and the next nonce are stale. */
export function useRoundSettled(game: InhouseGame) {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return (value: PlayValue) => {
    void refreshBalance(queryClient);
    void queryClient.invalidateQueries({ queryKey: gamesKeys.inhouse.recall(game, token) });
    void queryClient.invalidateQueries({ queryKey: gamesKeys.inhouse.seed(token) });
    return value;
  };
}

/** A bet that carries a request id (spin, roll, Mines start), safe to press again after a lost answer. */
export function usePlay<A>(game: InhouseGame, call: (requestId: string, args: A) => Promise<PlayValue>) {
  const ids = useRequestId();
  const settled = useRoundSettled(game);
  return useMutation({
    mutationFn: (args: A) => call(ids.take(), args),
    onSuccess: (value) => {
      ids.settle();
      settled(value);
    },
    onError: (error) => ids.settle(error),
  });
}
