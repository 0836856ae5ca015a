import {
  IMAGE_MAX_BYTES,
  idUploadSchema,
  KYC_STATUSES,
  kycPersonalInfoSchema,
  securityConfigSchema,
} from '@pf/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, sessionOf, staffOf } from '../../plugins/auth.ts';
import { envelopeOf, ok } from '../../plugins/envelope.ts';
import { relayRoute } from '../../plugins/relay.ts';
import { KYC_REVIEW_ROLES, type KycService } from './kyc.service.ts';

const imageParams = z.object({ imageId: z.string().uuid() });

function sendImage(reply: FastifyReply, image: { bytes: Buffer; contentType: string }) {
  // Identity documents: never cached by a shared cache, never sniffed into something else.
  return reply
    .type(image.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .send(image.bytes);
}

export async function kycRoutes(app: FastifyInstance, opts: { kyc: KycService; auth: MemberAuth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { kyc, auth } = opts;
  const tags = ['kyc'];

  r.get(
    '/wps/v2/member/securityConfig',
    { schema: { tags, response: { 200: envelopeOf(securityConfigSchema) } }, preHandler: auth.requireMember },
    async (req) => {
      const s = sessionOf(req);
      const merchant = await req.merchant();
      const config = await kyc.securityConfig(merchant, s);
      // A trial account has no identity to verify.
      if (s.demo) config.info.idVerification.enabled = false;
      return ok(config);
    },
  );

  relayRoute(app, 'MCSFE_uploadIdImg', {
    input: idUploadSchema,
    methods: ['POST'],
    tags,
    // Three images of up to 5 MB each, base64-encoded (4/3) inside JSON.
    bodyLimit: Math.ceil((IMAGE_MAX_BYTES * 3 * 4) / 3) + 64 * 1024,
    preHandler: auth.requireRealMember,
    handler: async (input, req) => ok(await kyc.uploadImages(await req.merchant(), sessionOf(req), input)),
  });

  relayRoute(app, 'MCSFE_setPersonalInfo', {
    input: kycPersonalInfoSchema,
    tags,
    preHandler: auth.requireRealMember,
    handler: async (input, req) => ok(await kyc.setPersonalInfo(await req.merchant(), sessionOf(req), input)),
  });

  r.get(
    '/wps/member/kyc/images/:imageId',
    { schema: { tags, params: imageParams }, preHandler: auth.requireRealMember },
    async (req, reply) => sendImage(reply, await kyc.imageForMember(sessionOf(req), req.params.imageId)),
  );

  // Back office: review queue, decisions and image viewing (roles risk and admin).
  const reviewer = auth.requireStaff(...KYC_REVIEW_ROLES);
  r.get(
    '/bo/api/kyc',
    {
      schema: {
        tags: ['back office'],
        querystring: z.object({
          status: z.enum(KYC_STATUSES).default('P'),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
      },
      preHandler: reviewer,
    },
    async (req) => ok(await kyc.list(staffOf(req), req.query.status, req.query.limit)),
  );

  r.get(
    '/bo/api/kyc/images/:imageId',
    { schema: { tags: ['back office'], params: imageParams }, preHandler: reviewer },
    async (req, reply) => sendImage(reply, await kyc.imageForStaff(staffOf(req), req.params.imageId, req.ip)),
  );

  const memberParams = z.object({ memberId: z.string().regex(/^\d{1,18}$/) });
  r.post(
    '/bo/api/kyc/:memberId/approve',
    {
      schema: {
        tags: ['back office'],
        params: memberParams,
        body: z.object({ note: z.string().trim().max(500).optional() }).optional(),
      },
      preHandler: reviewer,
    },
    async (req) =>
      ok(
        await kyc.review(
          staffOf(req),
          BigInt(req.params.memberId),
          'approve',
          req.body?.note ?? null,
          req.ip,
        ),
      ),
  );
  r.post(
    '/bo/api/kyc/:memberId/reject',
    {
      schema: {
        tags: ['back office'],
        params: memberParams,
        // A rejection tells the member what to fix.
        body: z.object({ note: z.string().trim().min(1, 'Input cannot be empty').max(500) }),
      },
      preHandler: reviewer,
    },
    async (req) =>
      ok(await kyc.review(staffOf(req), BigInt(req.params.memberId), 'reject', req.body.note, req.ip)),
  );
}
