import { membersContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { CaptchaRepository } from './captcha.repository.ts';
import type { CaptchaService } from './captcha.service.ts';

export interface CaptchaRouteDeps {
  captcha: CaptchaService;
  auth: MemberAuth;
  /** The answer reader exists only outside production, like the SMS and mail sandboxes. */
  sandbox: { repo: CaptchaRepository } | null;
}

export async function captchaRoutes(app: FastifyInstance, opts: CaptchaRouteDeps) {
  // Each image answers once: no cache may keep it.
  contractRoute(app, c['members.captcha'], { noStore: true }, async (_input, req) =>
    opts.captcha.issue(req.ip),
  );

  if (opts.sandbox) {
    const { repo } = opts.sandbox;
    // Lets automated journeys and developers read an image they cannot OCR; staff only.
    contractRoute(
      app,
      c['members.sandboxCaptcha'],
      { preHandler: opts.auth.requireStaff() },
      async ({ query }) => {
        const answer = await repo.answerOf(query.captchaId);
        if (answer === undefined) throw new AppError('NOT_FOUND');
        return { answer };
      },
    );
  }
}
