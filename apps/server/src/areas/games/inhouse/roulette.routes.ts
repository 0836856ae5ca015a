import { rouletteContracts as c } from '@pf/shared/contracts/games';
import type { FastifyInstance } from 'fastify';
import { type InhouseRouteOptions, playRoute } from './inhouse.routes.ts';

/** /wps/inhouse/roulette/spin: every bet of a spin in one instant round (one debit, one credit). */
export async function rouletteRoutes(app: FastifyInstance, { inhouse, auth }: InhouseRouteOptions) {
  playRoute(app, auth, c['games.inhouseRouletteSpin'], (player, body) =>
    inhouse.playInstant(player, body.requestId, { game: 'roulette', bets: body.bets }),
  );
}
