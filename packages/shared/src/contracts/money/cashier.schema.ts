import { z } from 'zod';
import { parseAmountToMinor } from '../../money.ts';

/** Largest amount a request may carry: 10^13 minor units, far above any limit, far below bigint bounds. */
const MAX_MINOR = 10n ** 13n;

/**
 * A decimal amount as the API takes it ("100", "100.5", "1234.50"), turned into minor units, with
 * the messages for a text that is not such a decimal and for an amount out of range. Strings only:
 * a JSON number may already have lost precision as a float.
 */
export function decimalAmountInput(min: 0n | 1n, messages: { format: string; range: string }) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,13}(\.\d{1,2})?$/, messages.format)
    .transform((s, ctx) => {
      const minor = parseAmountToMinor(s);
      if (minor === null || minor < min || minor > MAX_MINOR) {
        ctx.addIssue({ code: 'custom', message: messages.range });
        return z.NEVER;
      }
      return minor;
    });
}

/** A positive amount: what moves money. */
export const amountInput = decimalAmountInput(1n, {
  format: 'amount: a positive decimal with at most two places',
  range: 'amount: must be greater than zero',
});

/** A client-chosen id that makes a retry of the same money movement safe. */
export const requestIdInput = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId: 8-64 of A-Z a-z 0-9 _ -');

/** Six digits, like the registration's payment password rule. */
export const paymentPasswordInput = z.string().regex(/^\d{6}$/, 'paymentPassword: 6 digits');

/** §3 record periods: D today, W this week, H this half-month, M this month. */
export const PERIODS = ['D', 'W', 'H', 'M'] as const;
export type Period = (typeof PERIODS)[number];

export const pageInput = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

/** A path on this site: one leading slash, no scheme or host, so no open redirect. */
export const returnUrlInput = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'returnUrl: a path on this site starting with /');
