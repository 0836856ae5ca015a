import { crashContracts as c } from '@pf/shared/contracts/games';
import type { FastifyInstance } from 'fastify';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { playerOf } from '../inhouse/inhouse.routes.ts';
import type { CrashService } from './crash.service.ts';

/** /wps/inhouse/crash/*: the brand's shared Crash round, for real members only. */
export async function crashRoutes(app: FastifyInstance, opts: { crash: CrashService; auth: MemberAuth }) {
  const { crash, auth } = opts;
  const preHandler = auth.requireRealMember;

  contractRoute(app, c['games.inhouseCrashState'], { preHandler }, async (_input, req) =>
    crash.state(await playerOf(req)),
  );
  contractRoute(app, c['games.inhouseCrashBet'], { preHandler }, async ({ body }, req) =>
    crash.placeBet(await playerOf(req), body.requestId, body.stake, body.autoCashOut ?? null),
  );
  contractRoute(app, c['games.inhouseCrashCashout'], { preHandler }, async ({ body }, req) =>
    crash.cashOut(await playerOf(req), body.betId),
  );
  contractRoute(app, c['games.inhouseCrashRound'], { preHandler }, async ({ params }, req) =>
    crash.verify((await playerOf(req)).merchantId, params.roundId),
  );
}
