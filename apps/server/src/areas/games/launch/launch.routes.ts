import { gamesContracts } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, sessionOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { LaunchService } from './launch.service.ts';

/**
 * §7 /wps/game/launchGame (token). Visitors get 401 'You are not logged in, please login' and
 * demo (trial) accounts 403 'Please Register An Account First' (§6). POST only: a launch opens a
 * wallet session and marks the game as recently played.
 */
export async function launchRoutes(app: FastifyInstance, opts: { launch: LaunchService; auth: MemberAuth }) {
  const preHandler = opts.auth.requireRealMember;
  contractRoute(app, gamesContracts['games.launch'], { preHandler }, async ({ body }, req) =>
    opts.launch.launch(await req.merchant(), sessionOf(req), body, `${req.protocol}://${req.host}`),
  );
}
