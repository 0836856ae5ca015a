import {
  diceRollBody,
  minesCashoutBody,
  minesRevealBody,
  minesStartBody,
  recallQuery,
  rotateSeedBody,
  seedQuery,
  slotSpinBody,
} from '@pf/shared/inhouse/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { InhouseService, Player } from './inhouse.service.ts';

const tags = ['inhouse'];

async function playerOf(req: FastifyRequest): Promise<Player> {
  const s = sessionOf(req);
  return { merchantId: s.merchantId, memberId: s.memberId, currency: (await req.merchant()).currency };
}

/**
 * /wps/inhouse/*: the in-house games of vendor BGS. Every call needs a real member (no token 401,
 * demo account 403). Changes are POST with a client request id, so a retried request answers the
 * first result instead of playing again.
 */
export async function inhouseRoutes(
  app: FastifyInstance,
  opts: { inhouse: InhouseService; auth: MemberAuth },
) {
  const { inhouse, auth } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = auth.requireRealMember;

  r.get('/wps/inhouse/seed', { schema: { tags, querystring: seedQuery }, preHandler }, async (req) =>
    ok(await inhouse.seed(await playerOf(req), req.query.clientSeed)),
  );

  r.post('/wps/inhouse/seed/rotate', { schema: { tags, body: rotateSeedBody }, preHandler }, async (req) =>
    ok(await inhouse.rotateSeed(await playerOf(req), req.body.clientSeed)),
  );

  r.post('/wps/inhouse/slot/spin', { schema: { tags, body: slotSpinBody }, preHandler }, async (req) =>
    ok(
      await inhouse.playInstant(await playerOf(req), req.body.requestId, {
        game: 'slot',
        lineBet: req.body.lineBet,
      }),
    ),
  );

  r.post('/wps/inhouse/dice/roll', { schema: { tags, body: diceRollBody }, preHandler }, async (req) => {
    const { requestId, stake, direction, target } = req.body;
    return ok(
      await inhouse.playInstant(await playerOf(req), requestId, {
        game: 'dice',
        stake,
        bet: { direction, target },
      }),
    );
  });

  r.post('/wps/inhouse/mines/start', { schema: { tags, body: minesStartBody }, preHandler }, async (req) =>
    ok(await inhouse.startMines(await playerOf(req), req.body.requestId, req.body.stake, req.body.mines)),
  );

  r.post('/wps/inhouse/mines/reveal', { schema: { tags, body: minesRevealBody }, preHandler }, async (req) =>
    ok(await inhouse.revealTile(await playerOf(req), req.body.roundId, req.body.tile)),
  );

  r.post(
    '/wps/inhouse/mines/cashout',
    { schema: { tags, body: minesCashoutBody }, preHandler },
    async (req) => ok(await inhouse.cashOut(await playerOf(req), req.body.roundId)),
  );

  r.get('/wps/inhouse/mines/open', { schema: { tags }, preHandler }, async (req) =>
    ok({ round: await inhouse.openRound(await playerOf(req)) }),
  );

  r.get('/wps/inhouse/rounds', { schema: { tags, querystring: recallQuery }, preHandler }, async (req) =>
    ok({ list: await inhouse.recall(await playerOf(req), req.query.game) }),
  );

  r.get(
    '/wps/inhouse/rounds/:roundId',
    { schema: { tags, params: z.object({ roundId: z.string().regex(/^\d{1,18}$/) }) }, preHandler },
    async (req) => ok(await inhouse.round(await playerOf(req), req.params.roundId)),
  );
}
