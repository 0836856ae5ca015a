import {
  membersContracts as c,
  errorEnvelopeSchema,
  IMAGE_MAX_BYTES,
  membersImageContracts as images,
  type ParsedParams,
} from '@pf/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { type MemberAuth, sessionOf, staffOf } from '../../plugins/auth.ts';
import { contractRoute } from '../../plugins/contract-route.ts';
import { KYC_REVIEW_ROLES, type KycService } from './kyc.service.ts';

type ImageContract = (typeof images)[keyof typeof images];

/**
 * Registers an ID image download from its contract. The answer is the image's bytes, so there is
 * no success envelope to serialize (contractRoute's job); the OpenAPI entry shows a binary body,
 * failures answer the failure envelope and the contract guard still checks their codes.
 */
function imageRoute(
  app: FastifyInstance,
  contract: ImageContract,
  preHandler: preHandlerHookHandler,
  load: (request: FastifyRequest, imageId: string) => Promise<{ bytes: Buffer; contentType: string }>,
) {
  app.route({
    method: contract.methods[0],
    url: contract.path,
    schema: {
      tags: [...contract.tags],
      summary: contract.summary,
      security: [contract.auth === 'staff' ? { staffBearer: [] } : { memberBearer: [] }],
      params: contract.params,
      response: { 200: contract.response, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
    config: { contract },
    preHandler,
    handler: async (request, reply) =>
      sendImage(reply, await load(request, (request.params as ParsedParams<ImageContract>).imageId)),
  });
}

function sendImage(reply: FastifyReply, image: { bytes: Buffer; contentType: string }) {
  // Identity documents: never cached by a shared cache, never sniffed into something else.
  return reply
    .type(image.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .send(image.bytes);
}

export async function kycRoutes(app: FastifyInstance, opts: { kyc: KycService; auth: MemberAuth }) {
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

  imageRoute(app, images['members.kycImage'], auth.requireRealMember, (req, imageId) =>
    kyc.imageForMember(sessionOf(req), imageId),
  );

  // Back office: review queue, decisions and image viewing (roles risk and admin).
  const reviewer = auth.requireStaff(...KYC_REVIEW_ROLES);
  contractRoute(app, c['members.kycQueue'], { preHandler: reviewer }, async ({ query }, req) =>
    kyc.list(staffOf(req), query.status, query.limit),
  );

  imageRoute(app, images['members.kycReviewImage'], reviewer, (req, imageId) =>
    kyc.imageForStaff(staffOf(req), imageId, req.ip),
  );

  contractRoute(app, c['members.kycApprove'], { preHandler: reviewer }, async ({ params, body }, req) =>
    kyc.review(staffOf(req), BigInt(params.memberId), 'approve', body?.note ?? null, req.ip),
  );
  contractRoute(app, c['members.kycReject'], { preHandler: reviewer }, async ({ params, body }, req) =>
    kyc.review(staffOf(req), BigInt(params.memberId), 'reject', body.note, req.ip),
  );
}
