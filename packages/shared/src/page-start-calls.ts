import { CATEGORY_ROUTES, LIST_PAGE_SIZE, LOBBY_PAGE_SIZE } from './constants.ts';
import type { GameType } from './games.schema.ts';
import { PAGE_MODULES } from './page-modules.ts';

/** The platform the player site names in its game calls (§7). */
export const GAME_PLATFORM = 'html5-desktop';

/** From this width a lobby pages with the paginator (42 a page); below it, it scrolls on (20). */
export const PAGED_LOBBY_MIN_WIDTH = 640;

/** Sports books, esports and cockfight vendors are single games: their lobby is the vendor cards. */
export const CARD_LOBBY_TYPES: readonly GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** The classification a lobby opens on (§4): bingo lists its EBINGO games, the others ALL. */
export const defaultClassify = (gameType: GameType): string => (gameType === 'BINGO' ? 'EBINGO' : 'ALL');

type QueryValue = string | number | undefined;

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
 * The address of a call as the site writes it: the query's set values in their order. The site's
 * client and the server's page hints both write addresses here, so the browser can match the two.
 */
export function callAddress(path: string, query?: Record<string, QueryValue | boolean | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A public call a page makes as it opens: the contract's name and the query it asks with. */
export interface StartCall {
  name: 'games.vendors' | 'games.hot' | 'games.list' | 'games.vendorGameTypes';
  query?: Record<string, QueryValue>;
}

/**
 * The opening calls whose answer is the same for every caller. The site sends them without the
 * member's token, so a page's preload (which carries no credentials) answers a member too. A game
 * list marks a member's favourites: it is not one of them.
 */
export const CALLER_FREE_CALLS: ReadonlySet<StartCall['name']> = new Set([
  'games.vendors',
  'games.hot',
  'games.vendorGameTypes',
]);

const LOBBY_TYPES = new Map<string, GameType>(
  Object.entries(CATEGORY_ROUTES).map(([type, path]) => [path, type as GameType]),
);

/** The opening page: its path and address query, the screen if known, and whether a member opens it. */
export interface OpeningPage {
  pathname: string;
  search: string;
  language: string;
  /** A phone-sized screen; undefined when not known. */
  phone: boolean | undefined;
  /** The page carries a member's launch token. */
  member: boolean;
}

/**
 * The public game calls a page makes as it opens, by path: home's vendor lanes (its category
 * tiles) and hot list, a category lobby's vendor lanes, classifications and first page of games.
 * The server names them in the page so their answers travel with the scripts. A member's page
 * names only the calls whose answer is the same for every caller. A lobby opened with a filter in
 * its address (a vendor, say) is left to the site; so is its game list when the screen's width is
 * not known. Lottery calls are not here: the site times their countdowns from its own request,
 * which an answer fetched earlier would skew.
 */
export function pageStartCalls(page: OpeningPage): StartCall[] {
  const calls = openingCalls(page);
  return page.member ? calls.filter((c) => CALLER_FREE_CALLS.has(c.name)) : calls;
}

function openingCalls({ pathname, search, language, phone }: OpeningPage): StartCall[] {
  const vendors: StartCall = { name: 'games.vendors', query: vendorLanesQuery(language) };
  if (PAGE_MODULES[pathname] === PAGE_MODULES['/']) {
    return [vendors, { name: 'games.hot', query: hotGamesQuery(language) }];
  }
  const gameType = LOBBY_TYPES.get(pathname);
  if (!gameType || search !== '') return [];
  const calls: StartCall[] = [vendors, { name: 'games.vendorGameTypes' }];
  if (CARD_LOBBY_TYPES.includes(gameType) || phone === undefined) return calls;
  const pageSize = phone ? LIST_PAGE_SIZE : LOBBY_PAGE_SIZE;
  const params = { gameType, gameClassify: defaultClassify(gameType), language, pageSize };
  return [...calls, { name: 'games.list', query: gameListQuery(params, 1) }];
}
