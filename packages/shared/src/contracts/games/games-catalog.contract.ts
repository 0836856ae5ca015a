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
import { contractsOf, publicCall } from '../calls.ts';
import { gamesEndpoints as e } from './games.endpoints.ts';

const callTags = { public: ['games'] } as const;

/**
 * §3–§7 The game catalog. Visitors may browse it (§6), so every call is public; only the FAV
 * classification of the game list is a member's own list and asks for a real member's token.
 * Each is a relay call: GET with query parameters or POST with the same input as JSON.
 */
export const gamesCatalogContracts = contractsOf(e, callTags, {
  'games.vendors': publicCall("The brand's vendors, one lane per game type", {
    query: newGameVendorQuerySchema,
    body: newGameVendorQuerySchema,
    response: vendorLanesSchema,
  }),
  'games.vendorGameTypes': publicCall(
    "The classifications each vendor's games use, per game type, with their menus",
    { query: vassGameTypeQuerySchema, body: vassGameTypeQuerySchema, response: vendorGameTypesSchema },
  ),
  'games.list': publicCall(
    'One page of games, filtered by type, vendor, classification, name, bet and lines',
    {
      query: gameListQuerySchema,
      body: gameListQuerySchema,
      response: gamePageSchema,
      errors: ['UNAUTHORIZED', 'DEMO_ACCOUNT'],
    },
  ),
  'games.hot': publicCall("The brand's hot games, optionally of one vendor or game type", {
    query: hotGamesQuerySchema,
    body: hotGamesQuerySchema,
    response: hotGamesSchema,
  }),
  'games.rooms': publicCall("PVP rooms of the brand's vendors", {
    query: roomListQuerySchema,
    body: roomListQuerySchema,
    response: pvpRoomListSchema,
  }),
  'games.winners': publicCall(
    'The winner board: the biggest wins of the last seven days, of one game type or all',
    { query: rankListQuerySchema, body: rankListQuerySchema, response: winnerListSchema },
  ),
});
