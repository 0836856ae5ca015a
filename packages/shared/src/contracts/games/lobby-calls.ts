import type { GameType } from '../../games.schema.ts';
import type { gamesEndpoints } from './games.endpoints.ts';

/** The platform the player site names in its game calls (§7). */
export const GAME_PLATFORM = 'html5-desktop';

/** From this width a lobby pages with the paginator (42 a page); below it, it scrolls on (20). */
export const PAGED_LOBBY_MIN_WIDTH = 640;

/** Sports books, esports and cockfight vendors are single games: their lobby is the vendor cards. */
export const CARD_LOBBY_TYPES: readonly GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** The classification a lobby opens on (§4): bingo lists its EBINGO games, the others ALL. */
export const defaultClassify = (gameType: GameType): string => (gameType === 'BINGO' ? 'EBINGO' : 'ALL');

/** §7 GCSGAME_newGameVendor as the site asks for it. */
export const vendorLanesQuery = (language: string) => ({ platform: GAME_PLATFORM, language });

/** §7 GCSGAME_hotGamesV2 as the site asks for it. */
export const hotGamesQuery = (language: string, gameType?: GameType, vassalage?: string | null) => ({
  isPlatform: 2,
  platform: GAME_PLATFORM,
  language,
  gameType,
  vassalage: vassalage ?? undefined,
});

/** §3 Game list query; empty values are left out of the request. */
export interface GameListParams {
  gameType?: GameType;
  vassalage?: string | null;
  gameClassify?: string;
  gameName?: string;
  language: string;
  pageSize: number;
}

/** §7 GCSGAME_gameList as the site asks for one page of it. */
export const gameListQuery = (p: GameListParams, pageNo: number) => ({
  clientType: 3,
  platform: GAME_PLATFORM,
  gameType: p.gameType,
  vassalage: p.vassalage ?? undefined,
  gameClassify: p.gameClassify,
  gameName: p.gameName,
  language: p.language,
  pageNo,
  pageSize: p.pageSize,
});

/**
 * The lobby calls whose answer is the same for every caller. The site sends them without the
 * member's token, so a page's preload (which carries no credentials) answers a member too. A game
 * list marks a member's favourites: it is not one of them.
 */
export const CALLER_FREE_CALLS: ReadonlySet<keyof typeof gamesEndpoints> = new Set([
  'games.vendors',
  'games.hot',
  'games.vendorGameTypes',
] as const);
