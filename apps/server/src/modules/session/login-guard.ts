import type { RateStore } from '../../platform/rate-store.ts';
import { AppError } from '../../plugins/errors.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';

/** Failures of one account (or client address) are remembered this long. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures of one account within the window that lock it for LOGIN_LOCK_MS. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 15 * 60_000;

/** The envelope value of a failure after which the login form must show the captcha (§8). */
export const CAPTCHA_FLAG = { captcha: true } as const;

export interface LoginAttempt {
  merchantId: number;
  /** Username or mobile number, as the account is named in this login. */
  account: string;
  clientKey: string;
  captcha?: string | undefined;
  captchaId?: string | undefined;
}

/**
 * Per-account and per-address defences of the member login (the per-address request limit is the
 * route's rate limit): after one failure the captcha is required, after LOGIN_MAX_FAILURES the
 * account is locked for a while whatever the password.
 */
export function loginGuard(deps: { store: RateStore; captcha: CaptchaService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const accountKey = (a: LoginAttempt) => `login:acct:${a.merchantId}:${a.account.toLowerCase()}`;
  const ipKey = (a: LoginAttempt) => `login:ip:${a.clientKey}`;

  return {
    /** Throws when the attempt may not even be checked: account locked, or captcha missing/wrong. */
    async before(a: LoginAttempt): Promise<void> {
      const at = now().getTime();
      if (await deps.store.lockedUntil(accountKey(a), at)) throw new AppError('ACCOUNT_LOCKED');
      const failures = (await deps.store.count(accountKey(a), at)) + (await deps.store.count(ipKey(a), at));
      if (failures === 0) return;
      if (!a.captcha) throw new AppError('CAPTCHA_REQUIRED', undefined, CAPTCHA_FLAG);
      if (!(await deps.captcha.verify(a.clientKey, a.captchaId, a.captcha))) {
        throw new AppError('CAPTCHA_INVALID', undefined, CAPTCHA_FLAG);
      }
    },

    /** Counts a failure and returns the error to answer with (captcha flag set). */
    async failed(a: LoginAttempt, code: 'LOGIN_FAILED' | string = 'LOGIN_FAILED'): Promise<AppError> {
      const at = now().getTime();
      await deps.store.hit(ipKey(a), LOGIN_FAILURE_WINDOW_MS, at);
      const count = await deps.store.hit(accountKey(a), LOGIN_FAILURE_WINDOW_MS, at);
      if (count >= LOGIN_MAX_FAILURES) {
        await deps.store.lock(accountKey(a), at + LOGIN_LOCK_MS, at);
        await deps.store.reset(accountKey(a));
      }
      return new AppError(code, undefined, CAPTCHA_FLAG);
    },

    async succeeded(a: LoginAttempt): Promise<void> {
      await deps.store.reset(accountKey(a));
      await deps.store.reset(ipKey(a));
    },
  };
}

export type LoginGuard = ReturnType<typeof loginGuard>;
