import { CONTENT_UPLOAD_BODY_LIMIT, contentContracts as c } from '@pf/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import type { PictureRenderer } from '../../../platform/pictures.ts';
import { bearer, type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { publicImage } from '../../../plugins/picture-reply.ts';
import { staffEditingRoutes } from '../../../plugins/staff-editing-routes.ts';
import type { ContentService } from './content.service.ts';
import { contentExportRoutes } from './content-export.routes.ts';
import type { ContentStaffService } from './content-staff.service.ts';

/** Content staff (admin passes every role check). */

/**
 * Public content calls work for everyone; a live member token only switches the popup to the
 * logged-in list, and a stale one is read as a visitor rather than refused.
 */
async function isMember(auth: MemberAuth, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (!bearer(req)) return false;
  try {
    await auth.requireMember(req, reply);
    return true;
  } catch {
    return false;
  }
}

export async function contentRoutes(
  app: FastifyInstance,
  opts: {
    content: ContentService;
    staff: ContentStaffService;
    auth: MemberAuth;
    pictures: PictureRenderer;
    audit: AuditWriter;
  },
) {
  const { content, staff, auth } = opts;

  contractRoute(app, c['content.notice'], {}, async ({ query }, req, reply) =>
    content.notice(await req.merchant(), query, await isMember(auth, req, reply)),
  );
  contractRoute(app, c['content.announcements'], {}, async ({ query, body }, req, reply) =>
    content.announcements(await req.merchant(), body ?? query, await isMember(auth, req, reply)),
  );
  app.register(async (scope) => {
    scope.addHook('onSend', publicImage);
    contractRoute(scope, c['content.image'], {}, async ({ params, query }, req) => {
      const image = await content.image(params.imageId);
      return opts.pictures.fit(image.key, image.load, { width: query.w, accept: req.headers.accept });
    });
  });

  const editor = { preHandler: auth.requireStaff() };
  contractRoute(
    app,
    c['content.uploadImage'],
    { ...editor, bodyLimit: CONTENT_UPLOAD_BODY_LIMIT },
    async ({ body }, req) => staff.uploadImage(staffOf(req), body, req.ip),
  );
  const editing = staffEditingRoutes(app, editor);
  editing.list(c['content.banners'], staff.banners);
  editing.create(c['content.createBanner'], staff.createBanner);
  editing.update(c['content.updateBanner'], staff.updateBanner);
  editing.remove(c['content.deleteBanner'], staff.deleteBanner);
  editing.list(c['content.notices'], staff.notices);
  editing.create(c['content.createNotice'], staff.createNotice);
  editing.update(c['content.updateNotice'], staff.updateNotice);
  editing.remove(c['content.deleteNotice'], staff.deleteNotice);
  await contentExportRoutes(app, { staff, auth, audit: opts.audit });
}
