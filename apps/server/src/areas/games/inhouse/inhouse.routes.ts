import { type ApiContract, gamesContracts, type ParsedBody } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MemberAuth, sessionOf } from '../../../plugins/auth.ts';
import { contractRoute, type HandlerResult } from '../../../plugins/contract-route.ts';
import type { InhouseService, Player } from './inhouse.service.ts';

export async function playerOf(req: FastifyRequest): Promise<Player> {
  const s = sessionOf(req);
  return { merchantId: s.merchantId, memberId: s.memberId, currency: (await req.merchant()).currency };
}

/** What the in-house games' route plugins are registered with. */
export interface InhouseRouteOptions {
  inhouse: InhouseService;
  auth: MemberAuth;
}

/** A call by which a real member plays: `play` gets the player and the call's body. */
export function playRoute<C extends ApiContract>(
  app: FastifyInstance,
  auth: MemberAuth,
  contract: C,
  play: (player: Player, body: ParsedBody<C>) => Promise<HandlerResult<C>>,
) {
  contractRoute<C>(app, contract, { preHandler: auth.requireRealMember }, async ({ body }, req) =>
    play(await playerOf(req), body),
  );
}

/**
 * /wps/inhouse/*: the in-house games of vendor BGS. Every call needs a real member (no token 401,
 * demo account 403). Changes are POST with a client request id, so a retried request answers the
 * first result instead of playing again.
 */
export async function inhouseRoutes(app: FastifyInstance, opts: InhouseRouteOptions) {
  const { inhouse, auth } = opts;
  const preHandler = auth.requireRealMember;
  const c = gamesContracts;

  contractRoute(app, c['games.inhouseSeed'], { preHandler }, async ({ query }, req) =>
    inhouse.seed(await playerOf(req), query.clientSeed),
  );
  contractRoute(app, c['games.inhouseRotateSeed'], { preHandler }, async ({ body }, req) =>
    inhouse.rotateSeed(await playerOf(req), body.clientSeed),
  );
  contractRoute(app, c['games.inhouseSlotSpin'], { preHandler }, async ({ body }, req) =>
    inhouse.playInstant(await playerOf(req), body.requestId, { game: 'slot', lineBet: body.lineBet }),
  );
  contractRoute(app, c['games.inhouseDiceRoll'], { preHandler }, async ({ body }, req) => {
    const { requestId, stake, direction, target } = body;
    return inhouse.playInstant(await playerOf(req), requestId, {
      game: 'dice',
      stake,
      bet: { direction, target },
    });
  });
  contractRoute(app, c['games.inhouseMinesStart'], { preHandler }, async ({ body }, req) =>
    inhouse.startMines(await playerOf(req), body.requestId, body.stake, body.mines),
  );
  contractRoute(app, c['games.inhouseMinesReveal'], { preHandler }, async ({ body }, req) =>
    inhouse.revealTile(await playerOf(req), body.roundId, body.tile),
  );
  contractRoute(app, c['games.inhouseMinesCashout'], { preHandler }, async ({ body }, req) =>
    inhouse.cashOut(await playerOf(req), body.roundId),
  );
  contractRoute(app, c['games.inhouseMinesOpen'], { preHandler }, async (_input, req) => ({
    round: await inhouse.openRound(await playerOf(req)),
  }));
  contractRoute(app, c['games.inhouseRounds'], { preHandler }, async ({ query }, req) => ({
    list: await inhouse.recall(await playerOf(req), query.game),
  }));
  contractRoute(app, c['games.inhouseRound'], { preHandler }, async ({ params }, req) =>
    inhouse.round(await playerOf(req), params.roundId),
  );
}
