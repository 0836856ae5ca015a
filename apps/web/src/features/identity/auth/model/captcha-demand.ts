/**
 * The server counts failed logins per client address as well as per account, so once it has asked
 * this browser for a captcha, the next login here (another user, a reopened form) needs one too.
 * Remembered for this page view only, for as long as the server remembers failures.
 */
const FAILURE_WINDOW_MS = 15 * 60_000;

let askedAt: number | null = null;

export const captchaDemand = {
  asked(at = Date.now()): void {
    askedAt = at;
  },
  cleared(): void {
    askedAt = null;
  },
  active(at = Date.now()): boolean {
    return askedAt !== null && at - askedAt < FAILURE_WINDOW_MS;
  },
};
