import { queryOptions } from '@tanstack/react-query';
import { gamesKeys } from '@/features/games/query-keys';
import { callApi } from './calls';

/** Without the push channel the page still moves on: the state is read again now and then. */
const POLL_MS = 4_000;

/** The brand's live round, its bets, the last crash points and the member's balance. */
export const crashStateQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: gamesKeys.crash.state(token),
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
