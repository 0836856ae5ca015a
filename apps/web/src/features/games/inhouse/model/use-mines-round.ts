import type { PlayValue, RoundView } from '@pf/shared/inhouse/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { refreshBalance } from '@/lib/push-topics';
import { useSessionStore } from '@/lib/session-store';
import { cashOut, openMinesQueryOptions, revealTile, startMines } from '../api/inhouse-api';
import { usePlay, useRoundSettled } from './use-play';

/**
 * The member's mines round: started, opened tile by tile, cashed out. A board left open (reload,
 * another tab) comes back as it was.
 */
export function useMinesRound() {
  const token = useSessionStore((s) => s.token);
  const queryClient = useQueryClient();
  const [round, setRound] = useState<RoundView | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  const settled = useRoundSettled('mines');
  const open = useQuery({ ...openMinesQueryOptions(token), enabled: token !== null && round === null });
  useEffect(() => {
    if (open.data && round === null) setRound(open.data);
  }, [open.data, round]);

  const apply = (value: PlayValue) => {
    setRound(value.round);
    setBalance(value.balance);
    queryClient.setQueryData(
      openMinesQueryOptions(token).queryKey,
      value.round.status === 'open' ? value.round : null,
    );
    if (value.round.status === 'settled') settled(value);
    else void refreshBalance(queryClient);
  };

  const start = usePlay('mines', (requestId, bet: { stake: string; mines: number }) =>
    startMines(requestId, bet),
  );
  const reveal = useMutation({
    mutationFn: (tile: number) => revealTile(round?.roundId ?? '', tile),
    onSuccess: apply,
  });
  const cash = useMutation({ mutationFn: () => cashOut(round?.roundId ?? ''), onSuccess: apply });
  return {
    round,
    balance,
    /** Whether the board left open is still being asked for. */
    loading: open.isPending && round === null,
    busy: start.isPending || reveal.isPending || cash.isPending,
    starting: start.isPending,
    error: start.error ?? reveal.error ?? cash.error,
    start: (bet: { stake: string; mines: number }) => start.mutate(bet, { onSuccess: apply }),
    reveal: (tile: number) => reveal.mutate(tile),
    cashOut: () => cash.mutate(),
  };
}
