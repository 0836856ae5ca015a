import { z } from 'zod';
import { parseAmountToMinor } from '../../money.ts';
import { UPLOADED_IMAGE_TYPES } from '../../pictures.ts';
import { int, textOrNull } from '../fields.ts';
import { orderNoParams } from './deposit.schema.ts';
import { WITHDRAWAL_STATUSES, withdrawalSchema } from './withdraw.schema.ts';

/** How many rows a finance list answers: 100 unless asked, at most 500. */
const limit = z.coerce.number().int().min(1).max(500).default(100);

const amountFilter = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'An amount: digits with up to two decimals');
const toMinor = (text: string) => parseAmountToMinor(text) ?? 0n;

/**
 * What the finance desk narrows its withdrawals by: status, an amount range (both ends included), a
 * range of created days (UTC dates, both included) and the start of a member's username.
 */
export const withdrawalFilterFields = {
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  minAmount: amountFilter.optional(),
  maxAmount: amountFilter.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  username: z.string().trim().min(1).max(64).optional(),
};
export type WithdrawalFilter = z.output<z.ZodObject<typeof withdrawalFilterFields>>;

/** Ranges that end before they start are refused: they would only ever answer nothing. */
function checkRanges(q: WithdrawalFilter, ctx: z.RefinementCtx) {
  if (q.minAmount !== undefined && q.maxAmount !== undefined && toMinor(q.minAmount) > toMinor(q.maxAmount)) {
    ctx.addIssue({ code: 'custom', message: 'The amount range ends before it starts', path: ['maxAmount'] });
  }
  if (q.from !== undefined && q.to !== undefined && q.from > q.to) {
    ctx.addIssue({ code: 'custom', message: 'The date range ends before it starts', path: ['to'] });
  }
}

/**
 * A page of the filtered list. Pending ones read oldest first (the queue's order), the others
 * newest first; `after` is the last order number of the page before (keyset paging: a page costs
 * the same however deep it is, and a decision taken meanwhile shifts nothing).
 */
export const staffWithdrawalsQuerySchema = z
  .object({ ...withdrawalFilterFields, after: orderNoParams.shape.orderNo.optional(), limit })
  .superRefine(checkRanges);

/** The filters alone, ranges checked: the console's filter form and the CSV export (every row). */
export const withdrawalFilterSchema = z.object(withdrawalFilterFields).superRefine(checkRanges);
export const staffWithdrawalsCsvQuerySchema = withdrawalFilterSchema;

/**
 * The payout of an approved withdrawal at the provider. `requestId` is the same on every try, so
 * the provider pays it once; `sentAt` stays null until the provider answered (the payout job sends
 * it again until then), with the failed tries counted and the last failure in `lastError`.
 */
export const withdrawalPayoutSchema = z.object({
  requestId: z.string(),
  provider: textOrNull,
  providerRef: textOrNull,
  sentAt: textOrNull,
  attempts: int,
  lastError: textOrNull,
});

/** A reviewed withdrawal as finance sees it: with its payout, null unless approved. */
export const reviewedWithdrawalSchema = withdrawalSchema.extend({
  payout: withdrawalPayoutSchema.nullable(),
});

/** A withdrawal as the finance desk sees it: whose it is, and whether a dispute proof is stored. */
export const staffWithdrawalSchema = reviewedWithdrawalSchema.extend({
  /** The payout instruction sent to the provider (bank BIN, account number, holder name). */
  receivingAddress: z.string(),
  merchantId: z.number(),
  memberId: z.string(),
  username: z.string(),
  hasProof: z.boolean(),
});

/** A bare POST (no body at all) is a plain approval; Fastify hands it over as null. */
export const approveWithdrawalBodySchema = z
  .object({ note: z.string().trim().max(500).optional() })
  .nullish();

/** The member is told why. */
export const rejectWithdrawalBodySchema = z.object({
  note: z.string().trim().min(1, 'Input cannot be empty').max(500),
});

/** A member's dispute proof is stored as the PNG or JPEG they sent. */
export const WITHDRAWAL_PROOF_TYPES = UPLOADED_IMAGE_TYPES;

export const callbackLogQuerySchema = z.object({ orderNo: orderNoParams.shape.orderNo.optional(), limit });

/** What became of a provider's callback: credited once, or refused and why. */
export const PAYMENT_CALLBACK_OUTCOMES = [
  'credited',
  'confirming',
  'failed',
  'expired',
  'replay',
  'bad_signature',
  'mismatch',
  'unknown_order',
  'invalid',
] as const;

/** One entry of the webhook log. */
export const callbackLogEntrySchema = z.object({
  id: z.string(),
  provider: z.string(),
  orderNo: textOrNull,
  outcome: z.enum(PAYMENT_CALLBACK_OUTCOMES),
  detail: textOrNull,
  ip: textOrNull,
  at: z.string(),
});

export const paymentProviderParams = z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) });

/**
 * A provider's callback, read as the exact text sent: its signature covers those bytes, so it is
 * parsed only once the signature holds. Anything but text (no body, a form) reads as empty.
 */
export const paymentCallbackBodySchema = z
  .string()
  .catch('')
  .meta({ description: "The provider's signed callback, JSON as sent" });

/**
 * An accepted callback: the deposit credited, still confirming on chain, a replay of a decided one,
 * a failed or expired payment.
 */
export const paymentCallbackAnswerSchema = z.object({
  result: z.enum(['credited', 'confirming', 'replay', 'failed', 'expired']),
});
