import { RECENT_LOTTERIES } from '@pf/shared';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { AppError } from '../../plugins/errors.ts';
import { gameIconSvg } from '../games/icons.ts';
import { placeBetsSchema } from './bet-rules.ts';
import type { Lottery } from './lottery.service.ts';
import { LOTTERY_TAGS } from './menu.service.ts';
import { drawJson } from './views.ts';

const tags = ['lottery'];
const menuQuery = z.object({
  prizeMode: z.string().trim().max(16).optional(),
  device: z.string().trim().max(16).optional(),
  language: z.string().trim().max(8).optional(),
  tag: z.enum(LOTTERY_TAGS).optional(),
});
const gameCode = z.string().trim().min(1).max(40);
const drawIdParams = z.object({ drawId: z.string().regex(/^\d{1,18}$/, 'drawId: a draw number') });

/**
 * Registers a spec call that the spec gives without a method: POST with a JSON body and GET with
 * query parameters, validated by one schema.
 */
function specCall<S extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  input: S,
  handler: (q: z.output<S>, req: FastifyRequest) => Promise<unknown>,
  preHandler?: preHandlerHookHandler,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = preHandler ? { preHandler } : {};
  r.get(url, { ...common, schema: { tags, querystring: input } }, (req) =>
    handler(req.query as z.output<S>, req),
  );
  r.post(url, { ...common, schema: { tags, body: input } }, (req) => handler(req.body as z.output<S>, req));
}

/** The player's lottery calls (§7 Lottery) and bet placement, my bets, results and verification. */
export async function lotteryRoutes(app: FastifyInstance, opts: { lottery: Lottery; auth: MemberAuth }) {
  const { menus, bets } = opts.lottery;
  const { auth } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const merchantOf = async (req: FastifyRequest) => (await req.merchant()).id;

  specCall(app, '/lgw/games/game_menus', menuQuery, async (q, req) =>
    ok(await menus.menus(await merchantOf(req), { tag: q.tag, language: q.language })),
  );
  specCall(app, '/lgw/vn/games/game_menu', menuQuery, async (q, req) =>
    ok(await menus.menus(await merchantOf(req), { vnOnly: true, tag: q.tag })),
  );
  specCall(
    app,
    '/lgw/vn/games/game_menu/recent',
    menuQuery.extend({
      recentCount: z.coerce.number().int().min(1).max(RECENT_LOTTERIES).default(RECENT_LOTTERIES),
    }),
    async (q, req) => {
      const s = sessionOf(req);
      return ok(await menus.recent(s.merchantId, s.memberId, q.recentCount));
    },
    auth.requireMember,
  );
  specCall(
    app,
    '/lgw/games/popular',
    menuQuery.extend({ count: z.coerce.number().int().min(1).max(100).default(20) }),
    async (q, req) => ok(await menus.popular(await merchantOf(req), q.count)),
  );
  specCall(
    app,
    '/lgw/vn/numeros/opened/game',
    z.object({
      gameCode,
      count: z.coerce.number().int().min(1).max(100).default(10),
      drawDayOfWeek: z.coerce.number().int().min(1).max(7).optional(),
    }),
    async (q, req) =>
      ok(await menus.openedOfGame(await merchantOf(req), q.gameCode, q.count, q.drawDayOfWeek)),
  );
  specCall(
    app,
    '/lotto/lgw/games/opened/numero',
    z.object({ gameCode: gameCode.optional() }),
    async (q, req) => {
      const s = sessionOf(req);
      return ok(await menus.latestWithMine(s.merchantId, s.memberId, q.gameCode));
    },
    auth.requireMember,
  );

  r.get('/lgw/lottery/games/:gameCode', { schema: { tags, params: z.object({ gameCode }) } }, async (req) =>
    ok(await opts.lottery.gameDetail(await merchantOf(req), req.params.gameCode)),
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
