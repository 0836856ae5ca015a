import { OWN_LOTTERY_ACCOUNTS, SEA_LOTTERY_ACCOUNT, VN_LOTTERY_ACCOUNT } from './games.schema.ts';

/** What decides a lottery game's betting page: its account type or vendor, its code and default play. */
export interface LotteryPageOf {
  accountTypeName: string;
  vendor: string;
  gameCode: string;
  defaultPlayType?: string | null | undefined;
}

/** The VN lobby launch's lobby view (§7 lottoView lobby): the lottery centre. */
export const LOTTERY_LOBBY_PAGE = '/lotteryCenter';
/** The Vietnamese lottery's page; without a gameCode it opens the first VN game. */
export const VN_LOTTERY_PAGE = '/vnLottery';

/**
 * §4 Lottery launch by account type, as a route of this site: TCG_LOTTO_VN games bet on
 * /vnLottery?gameCode=…, LOTT and ELOTT games on /lottery?gameCode=…&playType=…. Null for the SEA
 * lottery and any other vendor, which launch as third-party games. The server answers a lottery
 * launch with this route and the lottery lobby routes a tile to it, so both open the same page.
 */
export function lotteryPageOf(game: LotteryPageOf): string | null {
  const is = (value: string) => game.accountTypeName === value || game.vendor === value;
  if (is(SEA_LOTTERY_ACCOUNT)) return null;
  if (is(VN_LOTTERY_ACCOUNT)) return `${VN_LOTTERY_PAGE}?gameCode=${encodeURIComponent(game.gameCode)}`;
  if (!OWN_LOTTERY_ACCOUNTS.some(is)) return null;
  const query = new URLSearchParams({ gameCode: game.gameCode });
  if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
  return `/lottery?${query.toString()}`;
}
