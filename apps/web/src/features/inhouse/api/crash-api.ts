import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';

/** Query keys of Crash: one prefix, which the push channel's `crash` event makes stale. */
export const crashKeys = {
  all: ['crash'] as const,
  state: (token: string | null) => ['crash', 'state', token] as const,
};

/** Without the push channel the page still moves on: the state is read again now and then. */
const POLL_MS = 4_000;

/** The brand's live round, its bets, the last crash points and the member's balance. */
export const crashStateQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: crashKeys.state(token),
    queryFn: ({ signal }) => callApi('games.inhouseCrashState', { signal }),
    enabled: token !== null,
    refetchInterval: POLL_MS,
  });

export const placeCrashBet = (requestId: string, bet: { stake: string; autoCashOut?: number }) =>
  callApi('games.inhouseCrashBet', { body: { requestId, ...bet } });

export const cashOutCrash = (betId: string) => callApi('games.inhouseCrashCashout', { body: { betId } });

/** A crashed round with the server's own check; the page checks it again itself. */
export const fetchCrashRound = (roundId: string) =>
  callApi('games.inhouseCrashRound', { params: { roundId } });
