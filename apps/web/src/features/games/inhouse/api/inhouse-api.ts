import type {
  BaccaratSpot,
  InhouseGame,
  PlinkoRisk,
  RouletteWireBet,
  RoundView,
} from '@pf/shared/inhouse/index';
import { gamesKeys } from '@/features/games/query-keys';
import { memberQueryOptions } from '@/lib/member-query';
import { randomClientSeed } from '../model/client-seed';
import { callApi } from './calls';

/**
 * The active seed pair: the server seed's hash, the next pair's hash, the client seed and the next
 * nonce. A client seed picked here is used only if the member has no pair yet.
 */
export const seedQueryOptions = (token: string | null) =>
  memberQueryOptions(token, gamesKeys.inhouse.seed(token), (signal) =>
    callApi('games.inhouseSeed', { query: { clientSeed: randomClientSeed() }, signal }),
  );

/** Game recall: the member's last ten rounds of a game, newest first. */
export const recallQueryOptions = (game: InhouseGame, token: string | null) =>
  memberQueryOptions(token, gamesKeys.inhouse.recall(game, token), (signal) =>
    callApi('games.inhouseRounds', { query: { game }, signal }).then((v) => v.list),
  );

/** A Mines board left open (page reload, another tab) so the player can finish it. */
export const openMinesQueryOptions = (token: string | null) =>
  memberQueryOptions(token, gamesKeys.inhouse.openMines(token), (signal) =>
    callApi('games.inhouseMinesOpen', { signal }).then((v) => v.round),
  );

/** One of the member's rounds by its id, with its server seed once the pair was rotated. */
export const fetchRound = (roundId: string): Promise<RoundView> =>
  callApi('games.inhouseRound', { params: { roundId } });

export const spinSlot = (requestId: string, lineBet: string) =>
  callApi('games.inhouseSlotSpin', { body: { requestId, lineBet } });

export const rollDice = (
  requestId: string,
  bet: { stake: string; direction: 'under' | 'over'; target: number },
) => callApi('games.inhouseDiceRoll', { body: { requestId, ...bet } });

/** A dice roll staked with a whole free-bet credit (the stake is the credit, not chosen here). */
export const rollDiceWithFreeBet = (
  requestId: string,
  bet: { grantId: string; direction: 'under' | 'over'; target: number },
) => callApi('games.inhouseFreeBetPlay', { body: { game: 'dice', requestId, ...bet } });

export const playLimbo = (requestId: string, bet: { stake: string; target: number }) =>
  callApi('games.inhouseLimboPlay', { body: { requestId, ...bet } });

export const dropPlinko = (requestId: string, bet: { stake: string; rows: 8 | 12 | 16; risk: PlinkoRisk }) =>
  callApi('games.inhousePlinkoDrop', { body: { requestId, ...bet } });

export const spinRoulette = (requestId: string, bets: RouletteWireBet[]) =>
  callApi('games.inhouseRouletteSpin', { body: { requestId, bets } });

export const dealBaccarat = (requestId: string, bets: { spot: BaccaratSpot; stake: string }[]) =>
  callApi('games.inhouseBaccaratDeal', { body: { requestId, bets } });

export const startMines = (requestId: string, bet: { stake: string; mines: number }) =>
  callApi('games.inhouseMinesStart', { body: { requestId, ...bet } });

export const revealTile = (roundId: string, tile: number) =>
  callApi('games.inhouseMinesReveal', { body: { roundId, tile } });

export const cashOut = (roundId: string) => callApi('games.inhouseMinesCashout', { body: { roundId } });

export const rotateSeed = (clientSeed?: string) =>
  callApi('games.inhouseRotateSeed', { body: clientSeed ? { clientSeed } : {} });
