import { CATEGORY_ROUTES, LIST_PAGE_SIZE, LOBBY_PAGE_SIZE } from './constants.ts';
import {
  CALLER_FREE_CALLS,
  CARD_LOBBY_TYPES,
  defaultClassify,
  gameListQuery,
  hotGamesQuery,
  vendorLanesQuery,
} from './contracts/games/lobby-calls.ts';
import type { GameType } from './games.schema.ts';
import { PAGE_MODULES } from './page-modules.ts';

type QueryValue = string | number | undefined;

/** A public call a page makes as it opens: the contract's name and the query it asks with. */
export interface StartCall {
  name: 'games.vendors' | 'games.hot' | 'games.list' | 'games.vendorGameTypes';
  query?: Record<string, QueryValue>;
}

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
  return page.member ? calls.filter((c) => (CALLER_FREE_CALLS as ReadonlySet<string>).has(c.name)) : calls;
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
