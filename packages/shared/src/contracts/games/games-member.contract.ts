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
import { defineContract } from '../contract.ts';
import { gamesEndpoints } from './games.endpoints.ts';

const tags = ['games'] as const;
const auth = 'member';

/** §5 A member's own game lists: recently played and favourites (a demo account is told to register). */
export const gamesMemberContracts = {
  'games.recent': defineContract({
    ...gamesEndpoints['games.recent'],
    summary: 'Games the member played lately, newest first',
    auth,
    tags,
    query: recentGamesQuerySchema,
    body: recentGamesQuerySchema,
    response: recentGamesSchema,
    errors: [],
  }),
  'games.favouriteIds': defineContract({
    ...gamesEndpoints['games.favouriteIds'],
    summary: "The ids of the member's favourite games",
    auth,
    tags,
    query: favouriteIdsQuerySchema,
    body: favouriteIdsQuerySchema,
    response: favouriteIdsSchema,
    errors: [],
  }),
  'games.favouriteList': defineContract({
    ...gamesEndpoints['games.favouriteList'],
    summary: "One page of the member's favourite games",
    auth,
    tags,
    query: favouriteListQuerySchema,
    body: favouriteListQuerySchema,
    response: favouriteListSchema,
    errors: [],
  }),
  'games.favouriteAdd': defineContract({
    ...gamesEndpoints['games.favouriteAdd'],
    summary: "Adds a game to the member's favourites",
    auth,
    tags,
    body: favouriteChangeSchema,
    response: favouriteChangeAnswerSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  'games.favouriteRemove': defineContract({
    ...gamesEndpoints['games.favouriteRemove'],
    summary: "Takes a game off the member's favourites",
    auth,
    tags,
    body: favouriteChangeSchema,
    response: favouriteChangeAnswerSchema,
    errors: ['NOT_FOUND'],
  }),
} as const;
