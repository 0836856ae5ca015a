import type { GameItem, GamePage, GameType, VendorCard, VendorLane } from '@pf/shared';
import { vi } from 'vitest';
import { setPlayerSession } from '@/test/signed-in';
import type { VassGameTypes } from '../api/vendors';

/** A game as GCSGAME_gameList answers it. */
export function game(id: number, over: Partial<GameItem> = {}): GameItem {
  return {
    gameId: id,
    nodeId: id,
    gameCode: `g${id}`,
    gameName: `Game ${id}`,
    vassalage: 'PG',
    vendorName: 'PG Soft',
    accountTypeName: 'PG',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    isHot: false,
    isNew: false,
    minBet: '1.00',
    minLineNum: 1,
    maintenance: false,
    iconUrl: `https://cdn.example/games/${id}.svg`,
    ...over,
  };
}

export const games = (from: number, count: number, over: Partial<GameItem> = {}) =>
  Array.from({ length: count }, (_, i) => game(from + i, over));

export const pageOf = (list: GameItem[], pageNo = 1, totalPages = 1): GamePage => ({
  pageNo,
  totalPages,
  total: totalPages * Math.max(list.length, 1),
  games: list,
});

let nextNode = 500;

/** A vendor card of a lane (a list vendor unless `gameId` is given). */
export function card(vassalage: string, gameType: GameType, over: Partial<VendorCard> = {}): VendorCard {
  const nodeId = nextNode++;
  return {
    vassalage,
    gameType,
    displayName: `${vassalage} ${gameType}`,
    accountTypeName: vassalage,
    iconUrl: `https://cdn.example/vendors/${vassalage}.svg`,
    showIcon: '',
    lagerIcon: `https://cdn.example/vendors/${vassalage}-wide.svg`,
    gameName: null,
    nodeName: vassalage,
    gameId: null,
    isGame: 'VASSALAGE',
    nodeId,
    maintenance: false,
    ...over,
  };
}

export const lane = (title: GameType, cards: VendorCard[]): VendorLane => ({
  title,
  gameClassify: title,
  isHot: false,
  cards,
});

/** Vendor data with a vendor or two per category. */
export const LANES: VendorLane[] = [
  lane('RNG', [card('PG', 'RNG'), card('JILI', 'RNG')]),
  lane('LIVE', [card('EVO', 'LIVE')]),
  lane('PVP', [card('KY', 'PVP')]),
  lane('FISH', [card('JDB', 'FISH')]),
  lane('INHOUSE', [card('BGS', 'INHOUSE')]),
  lane('BINGO', [card('YB', 'BINGO')]),
];

/** GCSGAME_getVassGameType with the given classifications per game type (all vendors alike). */
export function vassTypes(mapping: Partial<Record<GameType, string[]>>): VassGameTypes {
  const gameTypes = Object.entries(mapping).map(([gameType, gameClassify]) => ({
    gameType: gameType as GameType,
    gameClassify: gameClassify ?? [],
    counts: {},
    menu: [],
  }));
  return { list: [{ vassalage: 'PG', gameTypes }], gameTypes };
}

export const vendorsAnswer = (lanes: VendorLane[] = LANES) => ({ data: { lanes } });

/** The query of the n-th call to a path (default: the last). */
export function queryOf(mock: { mock: { calls: unknown[][] } }, path: string, nth = -1): URLSearchParams {
  const calls = mock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((u) => u.pathname === path);
  const url = calls.at(nth);
  if (!url) throw new Error(`no call to ${path}`);
  return url.searchParams;
}

export function signIn(demo = false) {
  setPlayerSession({ demo });
}

/** jsdom has no matchMedia; pretend to be a wide screen so lobbies page with the paginator. */
export function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
