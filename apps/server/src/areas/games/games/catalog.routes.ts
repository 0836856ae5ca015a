import { gamesContracts as c, type GameListQuery } from '@pf/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shareAnswer } from '../../../platform/shared-answers.ts';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { CatalogService } from './catalog.service.ts';
import type { WinnersService } from './winners.service.ts';

/** A relay call's input: the JSON body of a POST, else the query of a GET. */
const input = <T>(v: { query: T; body: T | undefined }) => v.body ?? v.query;

/** Catalog calls: visitors may browse (§6), so only the FAV classification asks for a token. */
export async function catalogRoutes(
  app: FastifyInstance,
  opts: { catalog: CatalogService; winners: WinnersService; auth: MemberAuth },
) {
  const { catalog, winners, auth } = opts;

  // One envelope per kept lanes answer, so the serializer writes a cached answer once.
  const vendorAnswers = new WeakMap<object, { data: Awaited<ReturnType<CatalogService['lanes']>> }>();
  contractRoute(app, c['games.vendors'], {}, async (v, req) => {
    const lanes = await catalog.lanes(await req.merchant(), input(v).language);
    let answer = vendorAnswers.get(lanes);
    if (!answer) {
      answer = shareAnswer({ data: lanes });
      vendorAnswers.set(lanes, answer);
    }
    return answer;
  });

  contractRoute(app, c['games.vendorGameTypes'], {}, async (v, req) =>
    catalog.vendorGameTypes(await req.merchant(), input(v).vassalage),
  );

  // Favourites as a classification are a member's own list: same gate as the favourites calls.
  const favGate = async (req: FastifyRequest, reply: FastifyReply) => {
    const query = (req.method === 'GET' ? req.query : req.body) as GameListQuery;
    if (query.gameClassify === 'FAV') await auth.requireRealMember(req, reply);
  };
  contractRoute(app, c['games.list'], { preHandler: favGate }, async (v, req) =>
    catalog.gameList(await req.merchant(), input(v), req.session?.memberId),
  );

  contractRoute(app, c['games.hot'], {}, async (v, req) => catalog.hotGames(await req.merchant(), input(v)));

  contractRoute(app, c['games.rooms'], {}, async (v, req) => catalog.rooms(await req.merchant(), input(v)));

  contractRoute(app, c['games.winners'], {}, async (v, req) =>
    winners.rankList(await req.merchant(), input(v)),
  );
}
