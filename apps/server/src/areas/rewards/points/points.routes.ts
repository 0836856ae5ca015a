import { pointsContracts as c, POINT_UPLOAD_BODY_LIMIT } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { PictureRenderer } from '../../../platform/pictures.ts';
import { type MemberAuth, sessionOf, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { publicImage } from '../../../plugins/picture-reply.ts';
import { staffEditingRoutes } from '../../../plugins/staff-editing-routes.ts';
import { brandOf } from '../../brand/index.ts';
import { ownerOf } from '../../money/index.ts';
import type { Points } from './points.module.ts';

/**
 * §7 Points for members (real accounts only), reward images for everyone, and the back office:
 * rules and redemption decisions for finance, rewards and their images for content (admin passes both).
 */
export async function pointsRoutes(
  app: FastifyInstance,
  opts: Points & { auth: MemberAuth; pictures: PictureRenderer },
) {
  const { points, staff, auth } = opts;
  const member = { preHandler: auth.requireRealMember };

  contractRoute(app, c['points.balance'], member, async (_input, req) =>
    points.balance(sessionOf(req).memberId),
  );
  contractRoute(app, c['points.config'], member, async (_input, req) => points.config(await ownerOf(req)));
  // Relay calls read the query on GET and the body on POST; a POST without a body takes the defaults.
  contractRoute(app, c['points.rewards'], member, async ({ query, body }, req) =>
    points.rewards(
      sessionOf(req).merchantId,
      (body ?? c['points.rewards'].query.parse(query ?? {})).language,
    ),
  );
  contractRoute(app, c['points.redeems'], member, async ({ query, body }, req) =>
    points.redeems(await ownerOf(req), body ?? c['points.redeems'].query.parse(query ?? {})),
  );
  contractRoute(app, c['points.entries'], member, async ({ query, body }, req) =>
    points.entries(await ownerOf(req), body ?? c['points.entries'].query.parse(query ?? {})),
  );
  contractRoute(app, c['points.redeem'], member, async ({ body }, req) =>
    points.redeem(await ownerOf(req), body),
  );
  contractRoute(app, c['points.convert'], member, async ({ body }, req) =>
    points.convert(await ownerOf(req), body),
  );
  app.register(async (scope) => {
    scope.addHook('onSend', publicImage);
    contractRoute(scope, c['points.image'], {}, async ({ params, query }, req) => {
      const image = await opts.image(params.imageId);
      return opts.pictures.fit(image.key, image.load, { width: query.w, accept: req.headers.accept });
    });
  });

  const finance = { preHandler: auth.requireStaff() };
  const content = { preHandler: auth.requireStaff() };
  contractRoute(app, c['points.boConfig'], finance, async ({ query }, req) =>
    staff.config(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(app, c['points.boSaveConfig'], finance, async ({ body }, req) =>
    staff.saveConfig(staffOf(req), body, req.ip, await brandOf(req)),
  );
  contractRoute(app, c['points.boRewards'], content, async ({ query }, req) =>
    staff.rewards(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(app, c['points.boCreateReward'], content, async ({ body }, req) =>
    staff.createReward(staffOf(req), body, req.ip, await brandOf(req)),
  );
  const contentEditing = staffEditingRoutes(app, content);
  contentEditing.update(c['points.boUpdateReward'], staff.updateReward);
  contentEditing.remove(c['points.boArchiveReward'], staff.archiveReward);
  contractRoute(
    app,
    c['points.boUploadImage'],
    { ...content, bodyLimit: POINT_UPLOAD_BODY_LIMIT },
    async ({ body }, req) => staff.uploadImage(staffOf(req), body, req.ip, await brandOf(req)),
  );
  contractRoute(app, c['points.boRedeems'], finance, async ({ query }, req) =>
    staff.redeems(staffOf(req), query, await brandOf(req)),
  );
  staffEditingRoutes(app, finance).update(c['points.boDecideRedeem'], staff.decide);
}
