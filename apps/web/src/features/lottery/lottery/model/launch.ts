import { GAME_TYPES, type GameType, lotteryPageOf, SEA_LOTTERY_ACCOUNT } from '@pf/shared';
import type { Launchable } from '@/features/games/games';
import type { LotteryMenuItem } from '../api/menus';

export type LotteryLaunch =
  | { kind: 'route'; to: string }
  /** TCG_SEA: the separate SEA lottery, opened as its vendor's game rather than our own pages. */
  | { kind: 'sea' }
  /** Any other vendor launches as a third-party game; VASSALAGE opens its game list first. */
  | { kind: 'thirdParty'; popupList: boolean };

const has = (item: LotteryMenuItem, value: string) => item.accountTypeName === value || item.vendor === value;

/**
 * §4 Lottery launch by account type. The game type is not looked at: a third-party vendor's
 * lotteries are of type LOTT too, yet launch as that vendor's games.
 */
export function lotteryLaunch(item: LotteryMenuItem): LotteryLaunch {
  if (has(item, SEA_LOTTERY_ACCOUNT)) return { kind: 'sea' };
  const to = lotteryPageOf(item);
  if (to) return { kind: 'route', to };
  return { kind: 'thirdParty', popupList: item.isGame === 'VASSALAGE' };
}

/** Our own lottery pages serve the item (it has draws, results and a history here). */
export const isOwnLottery = (item: LotteryMenuItem) => lotteryLaunch(item).kind === 'route';

/** A third-party item as the game launcher takes it; the vendor's node stands in when absent. */
export function launchableOf(item: LotteryMenuItem): Launchable {
  const gameType = (GAME_TYPES as readonly string[]).includes(item.gameType) ? item.gameType : 'LOTT';
  return {
    gameId: item.gameId,
    nodeId: item.nodeId ?? item.gameId,
    vassalage: item.vassalage,
    gameType: gameType as GameType,
    gameCode: item.gameCode,
    gameName: item.remark || item.labelName,
  };
}
