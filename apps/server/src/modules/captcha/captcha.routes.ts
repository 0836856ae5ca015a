import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberAuth } from '../../plugins/auth.ts';
import { envelopeOf, ok } from '../../plugins/envelope.ts';
import { AppError } from '../../plugins/errors.ts';
import type { CaptchaRepository } from './captcha.repository.ts';
import type { CaptchaService } from './captcha.service.ts';

export interface CaptchaRouteDeps {
  captcha: CaptchaService;
  auth: MemberAuth;
  /** The answer reader exists only outside production, like the SMS and mail sandboxes. */
  sandbox: { repo: CaptchaRepository } | null;
}

export async function captchaRoutes(app: FastifyInstance, opts: CaptchaRouteDeps) {
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

  if (opts.sandbox) {
    const { repo } = opts.sandbox;
    // Lets automated journeys and developers read an image they cannot OCR; staff only.
    r.get(
      '/bo/api/sandbox/captcha',
      {
        schema: { tags: ['back office'], querystring: z.object({ captchaId: z.string().uuid() }) },
        preHandler: opts.auth.requireStaff(),
      },
      async (req) => {
        const answer = await repo.answerOf(req.query.captchaId);
        if (answer === undefined) throw new AppError('NOT_FOUND');
        return ok({ answer });
      },
    );
  }
}
