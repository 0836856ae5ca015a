import {
  type GameListQuery,
  gameListQuerySchema,
  hotGamesQuerySchema,
  newGameVendorQuerySchema,
  rankListQuerySchema,
  roomListQuerySchema,
  vassGameTypeQuerySchema,
} from '@pf/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MemberAuth } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { relayRoute } from '../../plugins/relay.ts';
import type { CatalogService } from './catalog.service.ts';
import type { WinnersService } from './winners.service.ts';

const tags = ['games'];

/** Catalog calls: visitors may browse (§6), so only the FAV classification asks for a token. */
export async function catalogRoutes(
  app: FastifyInstance,
  opts: { catalog: CatalogService; winners: WinnersService; auth: MemberAuth },
) {
  const { catalog, winners, auth } = opts;

  relayRoute(app, 'GCSGAME_newGameVendor', {
    input: newGameVendorQuerySchema,
    tags,
    handler: async (q, req) => ok({ data: await catalog.lanes(await req.merchant(), q.language) }),
  });

  relayRoute(app, 'GCSGAME_getVassGameType', {
    input: vassGameTypeQuerySchema,
    tags,
    handler: async (q, req) => ok(await catalog.vendorGameTypes(await req.merchant(), q.vassalage)),
  });

  // Favourites as a classification are a member's own list: same gate as the favourites calls.
  const favGate = async (req: FastifyRequest, reply: FastifyReply) => {
    const input = (req.method === 'GET' ? req.query : req.body) as GameListQuery;
    if (input.gameClassify === 'FAV') await auth.requireRealMember(req, reply);
  };
  relayRoute(app, 'GCSGAME_gameList', {
    input: gameListQuerySchema,
    tags,
    preHandler: favGate,
    handler: async (q, req) => ok(await catalog.gameList(await req.merchant(), q, req.session?.memberId)),
  });

  relayRoute(app, 'GCSGAME_hotGamesV2', {
    input: hotGamesQuerySchema,
    tags,
    handler: async (q, req) => ok(await catalog.hotGames(await req.merchant(), q)),
  });

  relayRoute(app, 'GLS2_roomList', {
    input: roomListQuerySchema,
    tags,
    handler: async (q, req) => ok(await catalog.rooms(await req.merchant(), q)),
  });

  relayRoute(app, 'GCSGAME_getRankList', {
    input: rankListQuerySchema,
    tags,
    handler: async (q, req) => ok(await winners.rankList(await req.merchant(), q)),
  });
}
