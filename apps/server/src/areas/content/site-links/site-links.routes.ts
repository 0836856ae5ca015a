import { siteLinksContracts as c } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { brandOf, staffBrands } from '../../brand/index.ts';
import type { AuditService } from '../../identity/index.ts';
import { CUSTOMER_SERVICE, RESOURCES, SOCIAL_LINKS, siteLinksService } from './site-links.service.ts';
import { siteLinksExportRoutes } from './site-links-export.routes.ts';

/** /bo/api/site: staff manage the brand's downloads and footer links (role content). */
export async function siteLinksRoutes(
  app: FastifyInstance,
  opts: { db: Db; audit: AuditService; auth: MemberAuth },
) {
  const site = siteLinksService({
    db: opts.db,
    brands: staffBrands(opts.db),
    audit: opts.audit,
    bus: app.changes,
  });
  const content = { preHandler: opts.auth.requireStaff() };
  await siteLinksExportRoutes(app, { site, auth: opts.auth, audit: opts.audit });
  const call = async (req: FastifyRequest, merchantCode: string | undefined) => ({
    staff: staffOf(req),
    merchantCode,
    ip: req.ip,
    requestBrand: await brandOf(req),
  });

  contractRoute(app, c['siteLinks.resources'], content, async ({ query }, req) =>
    site.list(RESOURCES, await call(req, query.merchantCode)),
  );
  contractRoute(app, c['siteLinks.createResource'], content, async ({ body }, req) => {
    const { merchantCode, ...item } = body;
    return site.create(RESOURCES, await call(req, merchantCode), item);
  });
  contractRoute(app, c['siteLinks.updateResource'], content, async ({ params, query, body }, req) =>
    site.update(RESOURCES, await call(req, query.merchantCode), params.type, body),
  );
  contractRoute(app, c['siteLinks.deleteResource'], content, async ({ params, query }, req) =>
    site.remove(RESOURCES, await call(req, query.merchantCode), params.type),
  );

  contractRoute(app, c['siteLinks.socialLinks'], content, async ({ query }, req) =>
    site.list(SOCIAL_LINKS, await call(req, query.merchantCode)),
  );
  contractRoute(app, c['siteLinks.createSocialLink'], content, async ({ body }, req) => {
    const { merchantCode, ...item } = body;
    return site.create(SOCIAL_LINKS, await call(req, merchantCode), item);
  });
  contractRoute(app, c['siteLinks.updateSocialLink'], content, async ({ params, query, body }, req) =>
    site.update(SOCIAL_LINKS, await call(req, query.merchantCode), params.type, body),
  );
  contractRoute(app, c['siteLinks.deleteSocialLink'], content, async ({ params, query }, req) =>
    site.remove(SOCIAL_LINKS, await call(req, query.merchantCode), params.type),
  );

  contractRoute(app, c['siteLinks.customerService'], content, async ({ query }, req) =>
    site.list(CUSTOMER_SERVICE, await call(req, query.merchantCode)),
  );
  contractRoute(app, c['siteLinks.createCustomerService'], content, async ({ body }, req) => {
    const { merchantCode, ...item } = body;
    return site.create(CUSTOMER_SERVICE, await call(req, merchantCode), item);
  });
  contractRoute(app, c['siteLinks.updateCustomerService'], content, async ({ params, query, body }, req) =>
    site.update(CUSTOMER_SERVICE, await call(req, query.merchantCode), params.type, body),
  );
  contractRoute(app, c['siteLinks.deleteCustomerService'], content, async ({ params, query }, req) =>
    site.remove(CUSTOMER_SERVICE, await call(req, query.merchantCode), params.type),
  );
}
