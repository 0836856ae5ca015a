import type { Db } from '../../../db/kysely.ts';
import type { RateStore } from '../../../platform/rate-store.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { type GuessCounter, type GuessTicket, guessCounter } from './guess-counter.repository.ts';

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
 * account is locked for a while whatever the password. Account guesses are counted in the
 * database before each password is checked (see guess-counter.repository.ts), so a burst of guesses sent at
 * once gets no more checks than guesses sent one by one.
 */
export function loginGuard(deps: {
  store: RateStore;
  captcha: CaptchaService;
  accounts: GuessCounter;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const accountKey = (a: LoginAttempt) => `${a.merchantId}:${a.account.toLowerCase()}`;
  const ipKey = (a: LoginAttempt) => `login:ip:${a.clientKey}`;

  return {
    /**
     * Throws when the attempt may not even be checked: account locked, or captcha missing/wrong.
     * Otherwise the guess is counted now and its ticket returned for `succeeded`.
     */
    async before(a: LoginAttempt): Promise<GuessTicket> {
      const at = now();
      if (await deps.accounts.lockedUntil(accountKey(a), at)) throw new AppError('ACCOUNT_LOCKED');
      const failures =
        (await deps.accounts.failures(accountKey(a), at)) + (await deps.store.count(ipKey(a), at.getTime()));
      if (failures > 0) {
        if (!a.captcha) throw new AppError('CAPTCHA_REQUIRED', undefined, CAPTCHA_FLAG);
        if (!(await deps.captcha.verify(a.clientKey, a.captchaId, a.captcha))) {
          throw new AppError('CAPTCHA_INVALID', undefined, CAPTCHA_FLAG);
        }
      }
      const ticket = await deps.accounts.take(accountKey(a), at);
      if (!ticket) throw new AppError('ACCOUNT_LOCKED');
      return ticket;
    },

    /** Counts a failure of the address (the account's is counted already) and returns the error. */
    async failed(a: LoginAttempt, code: 'LOGIN_FAILED' | string = 'LOGIN_FAILED'): Promise<AppError> {
      await deps.store.hit(ipKey(a), LOGIN_FAILURE_WINDOW_MS, now().getTime());
      return new AppError(code, undefined, CAPTCHA_FLAG);
    },

    /** The guess was right, or refused for a reason other than the password: it does not count. */
    async succeeded(a: LoginAttempt, ticket: GuessTicket): Promise<void> {
      await deps.accounts.forgive(accountKey(a), ticket);
      await deps.store.reset(ipKey(a));
    },
  };
}

export type LoginGuard = ReturnType<typeof loginGuard>;

/** The account counter of member logins with the rules above. */
export function memberLoginCounter(db: Db): GuessCounter {
  return guessCounter(db, 'member-login', {
    maxFailures: LOGIN_MAX_FAILURES,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    lockMs: LOGIN_LOCK_MS,
  });
}
