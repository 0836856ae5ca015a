import type {
  InhouseGame,
  PlayValue,
  RotateSeedValue,
  RoundView,
  SeedPairView,
} from '@pf/shared/inhouse/index';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { randomClientSeed } from '../model/client-seed';

/** Query keys of the in-house games; every one carries the token so a new login starts clean. */
export const inhouseKeys = {
  all: ['inhouse'] as const,
  seed: (token: string | null) => ['inhouse', 'seed', token] as const,
  recall: (game: InhouseGame, token: string | null) => ['inhouse', 'recall', game, token] as const,
  openMines: (token: string | null) => ['inhouse', 'mines-open', token] as const,
};

/**
 * The active seed pair: the server seed's hash, the next pair's hash, the client seed and the next
 * nonce. A client seed picked here is used only if the member has no pair yet.
 */
export const seedQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: inhouseKeys.seed(token),
    queryFn: ({ signal }) =>
      apiGet<SeedPairView>('/wps/inhouse/seed', { clientSeed: randomClientSeed() }, signal),
    enabled: token !== null,
  });

/** Game recall: the member's last ten rounds of a game, newest first. */
export const recallQueryOptions = (game: InhouseGame, token: string | null) =>
  queryOptions({
    queryKey: inhouseKeys.recall(game, token),
    queryFn: ({ signal }) =>
      apiGet<{ list: RoundView[] }>('/wps/inhouse/rounds', { game }, signal).then((v) => v.list),
    enabled: token !== null,
  });

/** A Mines board left open (page reload, another tab) so the player can finish it. */
export const openMinesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: inhouseKeys.openMines(token),
    queryFn: ({ signal }) =>
      apiGet<{ round: RoundView | null }>('/wps/inhouse/mines/open', undefined, signal).then((v) => v.round),
    enabled: token !== null,
  });

/** One of the member's rounds by its id, with its server seed once the pair was rotated. */
export const fetchRound = (roundId: string) =>
  apiGet<RoundView>(`/wps/inhouse/rounds/${encodeURIComponent(roundId)}`);

export const spinSlot = (requestId: string, lineBet: string) =>
  apiPost<PlayValue>('/wps/inhouse/slot/spin', { requestId, lineBet });

export const rollDice = (
  requestId: string,
  bet: { stake: string; direction: 'under' | 'over'; target: number },
) => apiPost<PlayValue>('/wps/inhouse/dice/roll', { requestId, ...bet });

export const startMines = (requestId: string, bet: { stake: string; mines: number }) =>
  apiPost<PlayValue>('/wps/inhouse/mines/start', { requestId, ...bet });

export const revealTile = (roundId: string, tile: number) =>
  apiPost<PlayValue>('/wps/inhouse/mines/reveal', { roundId, tile });

export const cashOut = (roundId: string) => apiPost<PlayValue>('/wps/inhouse/mines/cashout', { roundId });

export const rotateSeed = (clientSeed?: string) =>
  apiPost<RotateSeedValue>('/wps/inhouse/seed/rotate', clientSeed ? { clientSeed } : {});
