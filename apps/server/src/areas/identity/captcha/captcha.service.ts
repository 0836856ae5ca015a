import { randomInt, randomUUID } from 'node:crypto';
import { CAPTCHA_REFRESH_MS } from '@pf/shared';
import svgCaptcha from 'svg-captcha';
import type { RateStore } from '../../../platform/rate-store.ts';
import { AppError } from '../../../plugins/errors.ts';
import { type CaptchaRepository, isUuid } from './captcha.repository.ts';

/** A captcha answers once within this time. */
export const CAPTCHA_TTL_MS = 2 * 60_000;
const LENGTH = 5;
// No look-alikes (0/O, 1/I/l) so a correct reading is not refused.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type Render = (text: string, options: Record<string, unknown>) => string;
// The package's default export renders given text; its type file only declares the helpers.
const render = svgCaptcha as unknown as Render;

export interface Captcha {
  captchaId: string;
  /** data:image/svg+xml;base64,... */
  image: string;
}

export function captchaService(deps: { repo: CaptchaRepository; store: RateStore; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  let issued = 0;

  return {
    /** A new distorted image for this client; at most one per CAPTCHA_REFRESH_MS per client. */
    async issue(clientKey: string): Promise<Captcha> {
      const at = now();
      const key = `captcha:${clientKey}`;
      // Check and take in one step, so two instances cannot both pass.
      if (!(await deps.store.tryLock(key, at.getTime() + CAPTCHA_REFRESH_MS, at.getTime()))) {
        throw new AppError('CAPTCHA_TOO_FAST');
      }

      // Random text from the system CSPRNG; the drawing noise may use anything.
      let text = '';
      for (let i = 0; i < LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
      const svg = render(text, { noise: 3, color: true, width: 150, height: 50, fontSize: 56 });
      const captchaId = randomUUID();
      await deps.repo.insert({
        id: captchaId,
        clientKey,
        answer: text,
        createdAt: at,
        expiresAt: new Date(at.getTime() + CAPTCHA_TTL_MS),
      });
      if (++issued % 500 === 0) await deps.repo.purgeBefore(new Date(at.getTime() - CAPTCHA_TTL_MS));
      return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** True once for the right answer (any case); a captcha is spent by any attempt, right or wrong. */
    async verify(
      clientKey: string,
      captchaId: string | undefined,
      answer: string | undefined,
    ): Promise<boolean> {
      if (!answer) return false;
      if (captchaId !== undefined && !isUuid(captchaId)) return false;
      const expected = await deps.repo.consume(clientKey, captchaId, now());
      return expected !== null && expected.toUpperCase() === answer.trim().toUpperCase();
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;
