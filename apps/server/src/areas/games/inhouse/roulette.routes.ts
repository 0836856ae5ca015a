import { rouletteContracts as c } from '@pf/shared/contracts/games';
import type { FastifyInstance } from 'fastify';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { playerOf } from './inhouse.routes.ts';
import type { InhouseService } from './inhouse.service.ts';

/** /wps/inhouse/roulette/spin: every bet of a spin in one instant round (one debit, one credit). */
export async function rouletteRoutes(
  app: FastifyInstance,
  opts: { inhouse: InhouseService; auth: MemberAuth },
) {
  const { inhouse, auth } = opts;
  contractRoute(
    app,
    c['games.inhouseRouletteSpin'],
    { preHandler: auth.requireRealMember },
    async ({ body }, req) =>
      inhouse.playInstant(await playerOf(req), body.requestId, { game: 'roulette', bets: body.bets }),
  );
}
