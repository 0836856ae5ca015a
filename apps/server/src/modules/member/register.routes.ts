import { loginResultSchema, registerPayloadSchema } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../plugins/envelope.ts';
import type { MerchantService } from '../merchant/merchant.service.ts';
import type { RegisterService } from './register.service.ts';

const tags = ['member'];
const registerLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const answer = envelopeOf(z.union([loginResultSchema, z.object({ userName: z.string() })]));

export async function registerRoutes(
  app: FastifyInstance,
  opts: { registration: RegisterService; merchants: MerchantService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { registration } = opts;

  for (const [url, mode] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    r.put(
      url,
      {
        schema: { tags, body: registerPayloadSchema, response: { 200: answer } },
        config: registerLimit,
        // ID images may travel with the registration (two of up to 5 MB, base64 in JSON).
        bodyLimit: 16 * 1024 * 1024,
      },
      async (req) =>
        ok(
          await registration.register(await req.merchant(), mode, req.body, {
            ip: req.ip,
            host: req.headers.host,
          }),
        ),
    );
  }

  r.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags,
        querystring: z.object({
          code: z.string().trim().min(1, 'Input cannot be empty').max(32),
          domain: z.string().trim().max(255).optional(),
        }),
      },
      config: registerLimit,
    },
    async (req) => {
      // The domain names the brand whose code it is; without it, the request's own brand.
      const merchant = req.query.domain
        ? await opts.merchants.resolve({ host: req.query.domain })
        : await req.merchant();
      return ok(await registration.checkAffiliate(merchant, req.query.code));
    },
  );
}
