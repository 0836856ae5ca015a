import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../plugins/envelope.ts';
import type { CaptchaService } from './captcha.service.ts';

export async function captchaRoutes(app: FastifyInstance, opts: { captcha: CaptchaService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/wps/captcha',
    {
      schema: {
        tags: ['member'],
        // `t` is the web's cache-buster.
        querystring: z.object({ t: z.string().max(32).optional() }).passthrough(),
        response: { 200: envelopeOf(z.object({ captchaId: z.string(), image: z.string() })) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await opts.captcha.issue(req.ip));
    },
  );
}
