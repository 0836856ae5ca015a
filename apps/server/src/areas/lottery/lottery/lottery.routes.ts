import { lotteryContracts as c, pictureQuerySchema } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PictureRenderer } from '../../../platform/pictures.ts';
import { type MemberAuth, sessionOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { AppError } from '../../../plugins/errors.ts';
import { sendCatalogPicture } from '../../../plugins/picture-reply.ts';
import { gameIconSvg } from '../../games/index.ts';
import type { Lottery } from './lottery.service.ts';
import { drawJson } from './views.ts';

/** A call taken both ways (the spec gives no method) reads its input from the body or the query. */
const input = <T>(v: { query: T; body: T | undefined }) => v.body ?? v.query;

/** The player's lottery calls (§7 Lottery) and bet placement, my bets, results and verification. */
export async function lotteryRoutes(
  app: FastifyInstance,
  opts: { lottery: Lottery; auth: MemberAuth; pictures: PictureRenderer },
) {
  const { menus, bets } = opts.lottery;
  const { auth } = opts;
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

  contractRoute(
    app,
    c['lottery.placeBets'],
    { preHandler: auth.requireRealMember },
    async ({ body }, req) => {
      const s = sessionOf(req);
      const currency = (await req.merchant()).currency;
      return bets.place({ merchantId: s.merchantId, memberId: s.memberId }, body, currency);
    },
  );
  contractRoute(app, c['lottery.myBets'], { preHandler: auth.requireMember }, async ({ query }, req) => {
    const s = sessionOf(req);
    return bets.mine({ merchantId: s.merchantId, memberId: s.memberId }, query);
  });
  contractRoute(app, c['lottery.draws'], {}, async ({ query }, req) =>
    menus.draws(await merchantOf(req), query.gameCode, query.pageNo, query.pageSize),
  );
  contractRoute(app, c['lottery.draw'], {}, async ({ params }, req) => {
    const { draw, game } = await menus.draw(await merchantOf(req), BigInt(params.drawId));
    return drawJson(draw, game);
  });
  contractRoute(app, c['lottery.verify'], {}, async ({ params }, req) =>
    menus.verify(await merchantOf(req), BigInt(params.drawId)),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/static/lottery/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/, 'Expected <code>.svg') }),
        querystring: pictureQuerySchema,
      },
    },
    async (req, reply) => {
      const game = await opts.lottery.menus
        .gameOrFail(await merchantOf(req), req.params.file.replace(/\.svg$/, ''))
        .catch(() => {
          throw new AppError('NOT_FOUND', 'Game not found');
        });
      const picture = await opts.pictures.fit(
        `lottery:${game.id}:${game.name}`,
        () => ({
          bytes: Buffer.from(gameIconSvg(game.id, game.name, { gameType: 'LOTT', classify: 'LOTTO' })),
          contentType: 'image/svg+xml',
        }),
        { width: req.query.w, accept: req.headers.accept },
      );
      return sendCatalogPicture(req, reply, picture);
    },
  );
}
