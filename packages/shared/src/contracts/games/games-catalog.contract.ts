import {
  gameListQuerySchema,
  gamePageSchema,
  hotGamesQuerySchema,
  hotGamesSchema,
  newGameVendorQuerySchema,
  pvpRoomListSchema,
  rankListQuerySchema,
  roomListQuerySchema,
  vassGameTypeQuerySchema,
  vendorGameTypesSchema,
  vendorLanesSchema,
  winnerListSchema,
} from '../../games.schema.ts';
import { defineContract } from '../contract.ts';
import { gamesEndpoints as e } from './games.endpoints.ts';

const tags = ['games'] as const;

/**
 * §3–§7 The game catalog. Visitors may browse it (§6), so every call is public; only the FAV
 * classification of the game list is a member's own list and asks for a real member's token.
 * Each is a relay call: GET with query parameters or POST with the same input as JSON.
 */
export const gamesCatalogContracts = {
  'games.vendors': defineContract({
    ...e['games.vendors'],
    summary: "The brand's vendors, one lane per game type",
    auth: 'public',
    tags,
    query: newGameVendorQuerySchema,
    body: newGameVendorQuerySchema,
    response: vendorLanesSchema,
    errors: [],
  }),
  'games.vendorGameTypes': defineContract({
    ...e['games.vendorGameTypes'],
    summary: "The classifications each vendor's games use, per game type, with their menus",
    auth: 'public',
    tags,
    query: vassGameTypeQuerySchema,
    body: vassGameTypeQuerySchema,
    response: vendorGameTypesSchema,
    errors: [],
  }),
  'games.list': defineContract({
    ...e['games.list'],
    summary: 'One page of games, filtered by type, vendor, classification, name, bet and lines',
    auth: 'public',
    tags,
    query: gameListQuerySchema,
    body: gameListQuerySchema,
    response: gamePageSchema,
    // FAV lists the caller's favourites: a visitor is asked to log in, a trial account to register.
    errors: ['UNAUTHORIZED', 'DEMO_ACCOUNT'],
  }),
  'games.hot': defineContract({
    ...e['games.hot'],
    summary: "The brand's hot games, optionally of one vendor or game type",
    auth: 'public',
    tags,
    query: hotGamesQuerySchema,
    body: hotGamesQuerySchema,
    response: hotGamesSchema,
    errors: [],
  }),
  'games.rooms': defineContract({
    ...e['games.rooms'],
    summary: "PVP rooms of the brand's vendors",
    auth: 'public',
    tags,
    query: roomListQuerySchema,
    body: roomListQuerySchema,
    response: pvpRoomListSchema,
    errors: [],
  }),
  'games.winners': defineContract({
    ...e['games.winners'],
    summary: 'The winner board: the biggest wins of the last seven days, of one game type or all',
    auth: 'public',
    tags,
    query: rankListQuerySchema,
    body: rankListQuerySchema,
    response: winnerListSchema,
    errors: [],
  }),
} as const;
