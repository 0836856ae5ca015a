import { originalsContracts as c } from '@pf/shared/contracts/games';
import type { FastifyInstance } from 'fastify';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { playerOf } from './inhouse.routes.ts';
import type { InhouseService } from './inhouse.service.ts';

/** /wps/inhouse/limbo and /plinko: instant rounds through the same service, ledger and limits as dice. */
export async function originalsRoutes(
  app: FastifyInstance,
  opts: { inhouse: InhouseService; auth: MemberAuth },
) {
  const { inhouse, auth } = opts;
  const preHandler = auth.requireRealMember;

  contractRoute(app, c['games.inhouseLimboPlay'], { preHandler }, async ({ body }, req) =>
    inhouse.playInstant(await playerOf(req), body.requestId, {
      game: 'limbo',
      stake: body.stake,
      target: body.target,
    }),
  );
  contractRoute(app, c['games.inhousePlinkoDrop'], { preHandler }, async ({ body }, req) =>
    inhouse.playInstant(await playerOf(req), body.requestId, {
      game: 'plinko',
      stake: body.stake,
      bet: { rows: body.rows, risk: body.risk },
    }),
  );
}
