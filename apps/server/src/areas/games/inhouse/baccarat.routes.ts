import { baccaratContracts as c } from '@pf/shared/contracts/games';
import type { FastifyInstance } from 'fastify';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { playerOf } from './inhouse.routes.ts';
import type { InhouseService } from './inhouse.service.ts';

/** /wps/inhouse/baccarat/deal: every bet of a coup in one instant round (one debit, one credit). */
export async function baccaratRoutes(
  app: FastifyInstance,
  opts: { inhouse: InhouseService; auth: MemberAuth },
) {
  const { inhouse, auth } = opts;
  contractRoute(
    app,
    c['games.inhouseBaccaratDeal'],
    { preHandler: auth.requireRealMember },
    async ({ body }, req) =>
      inhouse.playInstant(await playerOf(req), body.requestId, { game: 'baccarat', bets: body.bets }),
  );
}
