import { lotteryContracts as c } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { contractRoute } from '../../plugins/contract-route.ts';
import { ok } from '../../plugins/envelope.ts';
import { AppError } from '../../plugins/errors.ts';
import { gameIconSvg } from '../games/icons.ts';
import { placeBetsSchema } from './bet-rules.ts';
import type { Lottery } from './lottery.service.ts';
import { drawJson } from './views.ts';

const tags = ['lottery'];
const gameCode = z.string().trim().min(1).max(40);
const drawIdParams = z.object({ drawId: z.string().regex(/^\d{1,18}$/, 'drawId: a draw number') });

/** A call taken both ways (the spec gives no method) reads its input from the body or the query. */
const input = <T>(v: { query: T; body: T | undefined }) => v.body ?? v.query;

/** The player's lottery calls (§7 Lottery) and bet placement, my bets, results and verification. */
export async function lotteryRoutes(app: FastifyInstance, opts: { lottery: Lottery; auth: MemberAuth }) {
  const { menus, bets } = opts.lottery;
  const { auth } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const merchantOf = async (req: FastifyRequest) => (await req.merchant()).id;

  contractRoute(app, c['lottery.menus'], {}, async (v, req) => {
    const q = input(v);
    return menus.menus(await merchantOf(req), { tag: q.tag, language: q.language });
  });
  contractRoute(app, c['lottery.vnMenu'], {}, async (v, req) =>
    menus.menus(await merchantOf(req), { vnOnly: true, tag: input(v).tag }),
  );
  contractRoute(app, c['lottery.recent'], { preHandler: auth.requireMember }, async (v, req) => {
    const s = sessionOf(req);
    return menus.recent(s.merchantId, s.memberId, input(v).recentCount);
  });
  contractRoute(app, c['lottery.popular'], {}, async (v, req) =>
    menus.popular(await merchantOf(req), input(v).count),
  );
  contractRoute(app, c['lottery.openedOfGame'], {}, async (v, req) => {
    const q = input(v);
    return menus.openedOfGame(await merchantOf(req), q.gameCode, q.count, q.drawDayOfWeek);
  });
  contractRoute(app, c['lottery.latestOpened'], { preHandler: auth.requireMember }, async (v, req) => {
    const s = sessionOf(req);
    return menus.latestWithMine(s.merchantId, s.memberId, input(v).gameCode);
  });
  contractRoute(app, c['lottery.game'], {}, async ({ params }, req) =>
    opts.lottery.gameDetail(await merchantOf(req), params.gameCode),
  );

  r.post(
    '/lgw/lottery/bets',
    { schema: { tags, body: placeBetsSchema }, preHandler: auth.requireRealMember },
    async (req) => {
      const s = sessionOf(req);
      const currency = (await req.merchant()).currency;
      return ok(await bets.place({ merchantId: s.merchantId, memberId: s.memberId }, req.body, currency));
    },
  );

  r.get(
    '/lgw/lottery/bets',
    {
      schema: {
        tags,
        querystring: z.object({
          gameCode: gameCode.optional(),
          status: z.enum(['pending', 'won', 'lost', 'refunded']).optional(),
          pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
      preHandler: auth.requireMember,
    },
    async (req) => {
      const s = sessionOf(req);
      return ok(await bets.mine({ merchantId: s.merchantId, memberId: s.memberId }, req.query));
    },
  );

  r.get(
    '/lgw/lottery/draws',
    {
      schema: {
        tags,
        querystring: z.object({
          gameCode,
          pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
    },
    async (req) =>
      ok(await menus.draws(await merchantOf(req), req.query.gameCode, req.query.pageNo, req.query.pageSize)),
  );

  r.get('/lgw/lottery/draws/:drawId', { schema: { tags, params: drawIdParams } }, async (req) => {
    const { draw, game } = await menus.draw(await merchantOf(req), BigInt(req.params.drawId));
    return ok(drawJson(draw, game));
  });

  r.get('/lgw/lottery/draws/:drawId/verify', { schema: { tags, params: drawIdParams } }, async (req) =>
    ok(await menus.verify(await merchantOf(req), BigInt(req.params.drawId))),
  );

  r.get(
    '/static/lottery/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/, 'Expected <code>.svg') }),
      },
    },
    async (req, reply) => {
      const game = await opts.lottery.menus
        .gameOrFail(await merchantOf(req), req.params.file.replace(/\.svg$/, ''))
        .catch(() => {
          throw new AppError('NOT_FOUND', 'Game not found');
        });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(gameIconSvg(game.id, game.name));
    },
  );
}
