import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { lotteryKeys } from '@/features/lottery/query-keys';
import { refreshBalance } from '@/lib/push-topics';
import type { PlaceBetsResult } from '../api/game';
import { placeBets } from '../api/game';
import { type SlipLine, toBetLines } from './bet-slip';

/** A fresh id for one slip, so sending it twice (a double tap, a retry) places it once. */
function newRequestId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `slip-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

/**
 * The bet slip: lines added from the builder, removed one by one or all at once, and confirmed
 * in one call. The request id stays the same until the slip changes or goes through, which is
 * what makes a retried confirm safe.
 */
export function useBetSlip(gameCode: string) {
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<SlipLine[]>([]);
  const requestId = useRef(newRequestId());
  const nextLine = useRef(1);
  const [placed, setPlaced] = useState<PlaceBetsResult | null>(null);

  const changed = useCallback(() => {
    requestId.current = newRequestId();
    setPlaced(null);
  }, []);

  const add = useCallback(
    (line: Omit<SlipLine, 'id'>) => {
      changed();
      setLines((ls) => [...ls, { ...line, id: `line-${nextLine.current++}` }]);
    },
    [changed],
  );

  const remove = useCallback(
    (id: string) => {
      changed();
      setLines((ls) => ls.filter((l) => l.id !== id));
    },
    [changed],
  );

  const clear = useCallback(() => {
    changed();
    setLines([]);
  }, [changed]);

  const confirm = useMutation({
    mutationFn: (drawId: number | undefined) =>
      placeBets({ gameCode, drawId, requestId: requestId.current, bets: toBetLines(lines) }),
    onSuccess: async (result) => {
      setLines([]);
      requestId.current = newRequestId();
      setPlaced(result);
      await Promise.all([
        refreshBalance(queryClient),
        queryClient.invalidateQueries({ queryKey: lotteryKeys.bets }),
        queryClient.invalidateQueries({ queryKey: lotteryKeys.recents }),
      ]);
    },
  });

  return { lines, add, remove, clear, confirm, placed, dismissPlaced: () => setPlaced(null) };
}
