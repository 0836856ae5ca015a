import {
  favouriteChangeAnswerSchema,
  favouriteChangeSchema,
  favouriteIdsQuerySchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouriteListSchema,
  recentGamesQuerySchema,
  recentGamesSchema,
} from '../../games.schema.ts';
import { contractsOf, memberCall } from '../calls.ts';
import { gamesEndpoints } from './games.endpoints.ts';

const callTags = { member: ['games'] } as const;

/** §5 A member's own game lists: recently played and favourites (a demo account is told to register). */
export const gamesMemberContracts = contractsOf(gamesEndpoints, callTags, {
  'games.recent': memberCall('Games the member played lately, newest first', {
    query: recentGamesQuerySchema,
    body: recentGamesQuerySchema,
    response: recentGamesSchema,
  }),
  'games.favouriteIds': memberCall("The ids of the member's favourite games", {
    query: favouriteIdsQuerySchema,
    body: favouriteIdsQuerySchema,
    response: favouriteIdsSchema,
  }),
  'games.favouriteList': memberCall("One page of the member's favourite games", {
    query: favouriteListQuerySchema,
    body: favouriteListQuerySchema,
    response: favouriteListSchema,
  }),
  'games.favouriteAdd': memberCall("Adds a game to the member's favourites", {
    body: favouriteChangeSchema,
    response: favouriteChangeAnswerSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  'games.favouriteRemove': memberCall("Takes a game off the member's favourites", {
    body: favouriteChangeSchema,
    response: favouriteChangeAnswerSchema,
    errors: ['NOT_FOUND'],
  }),
});
