import { freeBetContracts as c } from '@pf/shared/contracts/games';
import type { FastifyInstance } from 'fastify';
import { type InhouseRouteOptions, playRoute } from './inhouse.routes.ts';
import type { FreeBetChoice } from './inhouse.service.ts';

/** /wps/inhouse/free-bet/play: a round staked with one of the member's free-bet credits. */
export async function freeBetRoutes(app: FastifyInstance, { inhouse, auth }: InhouseRouteOptions) {
  playRoute(app, auth, c['games.inhouseFreeBetPlay'], (player, body) => {
    const choice: FreeBetChoice =
      body.game === 'dice'
        ? { game: 'dice', bet: { direction: body.direction, target: body.target } }
        : body.game === 'limbo'
          ? { game: 'limbo', target: body.target }
          : { game: 'slot' };
    return inhouse.playFreeBet(player, body.requestId, BigInt(body.grantId), choice);
  });
}
