import { contentExportContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { listRows } from '../../../platform/csv-stream.ts';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import type { ContentStaffService } from './content-staff.service.ts';

const BANNER_HEADER = [
  'id',
  'language',
  'groupName',
  'title',
  'linkageType',
  'link',
  'sort',
  'active',
  'url',
  'updatedAt',
];
const NOTICE_HEADER = [
  'id',
  'kind',
  'audience',
  'language',
  'title',
  'content',
  'sort',
  'active',
  'publishedAt',
  'endsAt',
  'updatedAt',
];
/** The filters as the address named them. */
const asSent = (url: string) => Object.fromEntries(new URL(url, 'http://local').searchParams);
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The banners and the notices and popups as CSV: the lists' filters and reach, audit-logged with
 * the filters as the address named them (the brand by the number the operator sent).
 */
export async function contentExportRoutes(
  app: FastifyInstance,
  opts: { staff: ContentStaffService; auth: MemberAuth; audit: AuditWriter },
) {
  const guard = { preHandler: opts.auth.requireStaff() };
  contractRoute(
    app,
    c['content.bannersCsv'],
    guard,
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const banners = await opts.staff.banners(staffOf(req), query);
      const rows = listRows(banners, (b) => [
        b.id,
        b.language,
        b.groupName,
        b.title,
        b.linkageType,
        b.link ?? '',
        b.sort,
        b.active,
        b.url,
        b.updatedAt,
      ]);
      const file = { fileName: `banners-${today()}.csv`, header: BANNER_HEADER, rows };
      return auditedCsv(req, reply, opts.audit, {
        call: 'content.bannersCsv',
        filters: asSent(req.url),
        ...file,
      });
    },
  );
  contractRoute(
    app,
    c['content.noticesCsv'],
    guard,
    async ({ query }, req, reply): Promise<typeof STREAMED> => {
      const notices = await opts.staff.notices(staffOf(req), query);
      const rows = listRows(notices, (n) => [
        n.id,
        n.kind,
        n.audience,
        n.language,
        n.title,
        n.content,
        n.sort,
        n.active,
        n.publishedAt,
        n.endsAt ?? '',
        n.updatedAt,
      ]);
      const file = { fileName: `notices-${today()}.csv`, header: NOTICE_HEADER, rows };
      return auditedCsv(req, reply, opts.audit, {
        call: 'content.noticesCsv',
        filters: asSent(req.url),
        ...file,
      });
    },
  );
}
