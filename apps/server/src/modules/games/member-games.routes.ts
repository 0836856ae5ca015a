import {
  favouriteChangeSchema,
  favouriteIdsQuerySchema,
  favouriteListQuerySchema,
  recentGamesQuerySchema,
} from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { relayRoute } from '../../plugins/relay.ts';
import type { FavouritesService } from './favourites.service.ts';
import type { RecentGamesService } from './recent.service.ts';

const tags = ['games'];

/**
 * A member's own game lists. §5: favourites and recent need a login, and a demo (trial) account
 * is told to register: no token 401, demo 403.
 */
export async function memberGamesRoutes(
  app: FastifyInstance,
  opts: { favourites: FavouritesService; recent: RecentGamesService; auth: MemberAuth },
) {
  const { favourites, recent, auth } = opts;
  const preHandler = auth.requireRealMember;

  relayRoute(app, 'GCS_recentGame', {
    input: recentGamesQuerySchema,
    tags,
    preHandler,
    handler: async (q, req) => ok(await recent.list(await req.merchant(), sessionOf(req), q)),
  });

  relayRoute(app, 'MCSFE_getFavoriteGames', {
    input: favouriteIdsQuerySchema,
    tags,
    preHandler,
    handler: async (q, req) => ok(await favourites.ids(sessionOf(req), q.gameType)),
  });

  relayRoute(app, 'MCSFE_getFavoriteGamesList', {
    input: favouriteListQuerySchema,
    tags,
    preHandler,
    handler: async (q, req) => ok(await favourites.list(await req.merchant(), sessionOf(req), q)),
  });

  // Changes are POST only: a GET must never change state.
  relayRoute(app, 'MCSFE_addFavoriteGame', {
    input: favouriteChangeSchema,
    tags,
    preHandler,
    methods: ['POST'],
    handler: async (b, req) => ok(await favourites.add(await req.merchant(), sessionOf(req), b)),
  });

  relayRoute(app, 'MCSFE_removeFavoriteGame', {
    input: favouriteChangeSchema,
    tags,
    preHandler,
    methods: ['POST'],
    handler: async (b, req) => ok(await favourites.remove(await req.merchant(), sessionOf(req), b)),
  });
}
