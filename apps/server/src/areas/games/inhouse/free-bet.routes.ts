import { freeBetContracts as c } from '@pf/shared/contracts/games';
import type { FastifyInstance } from 'fastify';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { playerOf } from './inhouse.routes.ts';
import type { FreeBetChoice, InhouseService } from './inhouse.service.ts';

/** /wps/inhouse/free-bet/play: a round staked with one of the member's free-bet credits. */
export async function freeBetRoutes(
  app: FastifyInstance,
  opts: { inhouse: InhouseService; auth: MemberAuth },
) {
  const { inhouse, auth } = opts;
  contractRoute(
    app,
    c['games.inhouseFreeBetPlay'],
    { preHandler: auth.requireRealMember },
    async ({ body }, req) => {
      const choice: FreeBetChoice =
        body.game === 'dice'
          ? { game: 'dice', bet: { direction: body.direction, target: body.target } }
          : body.game === 'limbo'
            ? { game: 'limbo', target: body.target }
            : { game: 'slot' };
      return inhouse.playFreeBet(await playerOf(req), body.requestId, BigInt(body.grantId), choice);
    },
  );
}
