import { gamesContracts } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, sessionOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { FavouritesService } from './favourites.service.ts';
import type { RecentGamesService } from './recent.service.ts';

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

  const c = gamesContracts;
  const input = <T>(v: { query: T; body: T | undefined }) => v.body ?? v.query;

  contractRoute(app, c['games.recent'], { preHandler }, async (v, req) =>
    recent.list(await req.merchant(), sessionOf(req), input(v)),
  );
  contractRoute(app, c['games.favouriteIds'], { preHandler }, async (v, req) =>
    favourites.ids(sessionOf(req), input(v).gameType),
  );
  contractRoute(app, c['games.favouriteList'], { preHandler }, async (v, req) =>
    favourites.list(await req.merchant(), sessionOf(req), input(v)),
  );
  // Changes are POST only: a GET must never change state.
  contractRoute(app, c['games.favouriteAdd'], { preHandler }, async ({ body }, req) =>
    favourites.add(await req.merchant(), sessionOf(req), body),
  );
  contractRoute(app, c['games.favouriteRemove'], { preHandler }, async ({ body }, req) =>
    favourites.remove(await req.merchant(), sessionOf(req), body),
  );
}
