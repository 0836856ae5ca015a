import { contentExportContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { listRows } from '../../../platform/csv-stream.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import { brandOf } from '../../brand/index.ts';
import type { SiteLinksService } from './site-links.service.ts';
import { CUSTOMER_SERVICE, RESOURCES, SOCIAL_LINKS } from './site-links.service.ts';

const HEADER = ['list', 'type', 'url', 'label', 'qrCodeUrl'];

/** The brand's app downloads, social links and customer-service desks in one CSV, audit-logged. */
export async function siteLinksExportRoutes(
  app: FastifyInstance,
  opts: { site: SiteLinksService; auth: MemberAuth; audit: AuditWriter },
) {
  const guard = { preHandler: opts.auth.requireStaff() };
  contractRoute(app, c['siteLinks.csv'], guard, async ({ query }, req, reply): Promise<typeof STREAMED> => {
    const call = { staff: staffOf(req), merchantCode: query.merchantCode, requestBrand: await brandOf(req) };
    const [resources, social, desks] = await Promise.all([
      opts.site.list(RESOURCES, call),
      opts.site.list(SOCIAL_LINKS, call),
      opts.site.list(CUSTOMER_SERVICE, call),
    ]);
    const lines: (readonly unknown[])[] = [
      ...resources.items.map((r) => [
        'download',
        r.resourceType,
        r.url,
        r.labelNameEn ?? '',
        r.qrCodeUrl ?? '',
      ]),
      ...social.items.map((s) => ['social', s.type, s.url, '', '']),
      ...desks.items.map((d) => ['service', d.csType, d.path, d.title, '']),
    ];
    const day = new Date().toISOString().slice(0, 10);
    const file = {
      fileName: `site-links-${resources.merchantCode}-${day}.csv`,
      header: HEADER,
      rows: listRows(lines, (l) => l),
    };
    return auditedCsv(req, reply, opts.audit, { call: 'siteLinks.csv', filters: query, ...file });
  });
}
