import { membersContracts as c, IMAGE_MAX_BYTES, identityExportContracts } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { AuditWriter } from '../../../platform/audit-writer.ts';
import { auditedCsv } from '../../../platform/csv-export.ts';
import { type MemberAuth, sessionOf, staffOf } from '../../../plugins/auth.ts';
import { contractRoute, type STREAMED } from '../../../plugins/contract-route.ts';
import type { KycService } from './kyc.service.ts';
import { KYC_HEADER, type kycExport } from './kyc-export.ts';

export async function kycRoutes(
  app: FastifyInstance,
  opts: { kyc: KycService; auth: MemberAuth; audit: AuditWriter; exportOf: ReturnType<typeof kycExport> },
) {
  const { kyc, auth } = opts;

  contractRoute(app, c['members.securityConfig'], { preHandler: auth.requireMember }, async (_input, req) => {
    const s = sessionOf(req);
    const config = await kyc.securityConfig(await req.merchant(), s);
    // A trial account has no identity to verify.
    if (s.demo) config.info.idVerification.enabled = false;
    return config;
  });

  contractRoute(
    app,
    c['members.uploadIdImages'],
    {
      preHandler: auth.requireRealMember,
      // Three images of up to 5 MB each, base64-encoded (4/3) inside JSON.
      bodyLimit: Math.ceil((IMAGE_MAX_BYTES * 3 * 4) / 3) + 64 * 1024,
    },
    async ({ body }, req) => kyc.uploadImages(await req.merchant(), sessionOf(req), body),
  );

  contractRoute(
    app,
    c['members.setPersonalInfo'],
    { preHandler: auth.requireRealMember },
    async ({ query, body }, req) => kyc.setPersonalInfo(await req.merchant(), sessionOf(req), body ?? query),
  );

  // An ID image answers its bytes (identity documents: never kept by a shared cache).
  contractRoute(app, c['members.kycImage'], { preHandler: auth.requireRealMember }, async ({ params }, req) =>
    kyc.imageForMember(sessionOf(req), params.imageId),
  );

  // Back office: review queue, decisions and image viewing (roles risk and admin).
  const reviewer = auth.requireStaff();
  contractRoute(app, c['members.kycQueue'], { preHandler: reviewer }, async ({ query }, req) =>
    kyc.list(staffOf(req), query.status, query.limit),
  );

  contractRoute(
    app,
    identityExportContracts['members.kycQueueCsv'],
    { preHandler: reviewer },
    async ({ query }, req, reply): Promise<typeof STREAMED> =>
      auditedCsv(req, reply, opts.audit, {
        call: 'members.kycQueueCsv',
        filters: query,
        fileName: `kyc-${query.status}-${new Date().toISOString().slice(0, 10)}.csv`,
        header: KYC_HEADER,
        rows: opts.exportOf(staffOf(req), query),
      }),
  );

  contractRoute(app, c['members.kycReviewImage'], { preHandler: reviewer }, async ({ params }, req) =>
    kyc.imageForStaff(staffOf(req), params.imageId, req.ip),
  );

  contractRoute(app, c['members.kycApprove'], { preHandler: reviewer }, async ({ params, body }, req) =>
    kyc.review(staffOf(req), BigInt(params.memberId), 'approve', body?.note ?? null, req.ip),
  );
  contractRoute(app, c['members.kycReject'], { preHandler: reviewer }, async ({ params, body }, req) =>
    kyc.review(staffOf(req), BigInt(params.memberId), 'reject', body.note, req.ip),
  );
}
