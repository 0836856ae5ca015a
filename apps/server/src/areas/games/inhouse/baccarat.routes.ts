import { baccaratContracts as c } from '@pf/shared/contracts/games';
import type { FastifyInstance } from 'fastify';
import { type InhouseRouteOptions, playRoute } from './inhouse.routes.ts';

/** /wps/inhouse/baccarat/deal: every bet of a coup in one instant round (one debit, one credit). */
export async function baccaratRoutes(app: FastifyInstance, { inhouse, auth }: InhouseRouteOptions) {
  playRoute(app, auth, c['games.inhouseBaccaratDeal'], (player, body) =>
    inhouse.playInstant(player, body.requestId, { game: 'baccarat', bets: body.bets }),
  );
}
