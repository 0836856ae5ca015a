import { z } from 'zod';
import { DEPOSIT_STATUSES, depositOrderSchema } from './deposit.schema.ts';
import { PAYMENT_CALLBACK_OUTCOMES } from './finance.schema.ts';

/** An amount in minor units as a query carries it: digits only, at most a bigint's 18. */
const minorUnits = z
  .string()
  .regex(/^\d{1,18}$/, 'an amount in minor units')
  .transform((s) => BigInt(s));

/** A calendar day (YYYY-MM-DD), read in the brand's time zone. */
const day = z.iso.date('a day as YYYY-MM-DD');

/** What the finance desk narrows the deposit list (and its export) to; every field optional. */
export const depositFilterFields = {
  status: z.enum(DEPOSIT_STATUSES).optional(),
  /** A payment method's code (the brand's deposit methods, as `methods` lists them). */
  method: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'a method code')
    .optional(),
  /** Inclusive bounds of the credited amount, in minor units of the brand's currency. */
  minAmount: minorUnits.optional(),
  maxAmount: minorUnits.optional(),
  /** Inclusive days the order was opened on, in the brand's time zone. */
  from: day.optional(),
  to: day.optional(),
  /** The member's exact username. */
  username: z.string().trim().min(1).max(32).optional(),
};

type Ranged = {
  minAmount?: bigint | undefined;
  maxAmount?: bigint | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** A range upside down matches nothing: refused, so the desk hears why instead of an empty list. */
function rangesInOrder(f: Ranged, ctx: z.RefinementCtx) {
  if (f.minAmount !== undefined && f.maxAmount !== undefined && f.minAmount > f.maxAmount) {
    ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: 'The maximum is below the minimum' });
  }
  if (f.from !== undefined && f.to !== undefined && f.from > f.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start' });
  }
}

/** The export's filters: every matching order, however many. */
export const depositFilterSchema = z.object(depositFilterFields).superRefine(rangesInOrder);

/**
 * The deposit list's query: the filters, then a page of `limit` orders, newest first, after the
 * order `before` names (the `next` of the page before; absent for the first page).
 */
export const staffDepositsQuerySchema = z
  .object({
    ...depositFilterFields,
    before: z
      .string()
      .regex(/^\d{1,18}$/, 'a page cursor')
      .optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .superRefine(rangesInOrder);

/** A deposit order as the finance desk sees it: whose it is, which method and provider took it. */
export const staffDepositSchema = depositOrderSchema.extend({
  merchantId: z.number(),
  memberId: z.string(),
  username: z.string(),
  provider: z.string(),
  method: z.string(),
  methodName: z.string(),
});

/** A page of the deposit list, and the brand's methods to filter by. */
export const staffDepositsPageSchema = z.object({
  list: z.array(staffDepositSchema),
  /** Pass as `before` for the next page; null on the last one. */
  next: z.string().nullable(),
  methods: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** What a provider said of an order when asked: `unknown` when it holds no payment for it. */
export const PROVIDER_ORDER_STATES = ['paid', 'failed', 'expired', 'pending', 'unknown'] as const;

/**
 * The provider's answer to a re-check and what it did: `outcome` is what its callback would have
 * done (credited, failed, a replay of a decision already made…), `unchanged` when the provider
 * says the order is still open; `status` is the order's status after.
 */
export const recheckDepositAnswerSchema = z.object({
  orderNo: z.string(),
  provider: z.string(),
  providerSays: z.enum(PROVIDER_ORDER_STATES),
  outcome: z.enum([...PAYMENT_CALLBACK_OUTCOMES, 'unchanged']),
  status: z.enum(DEPOSIT_STATUSES),
  detail: z.string().nullable(),
});
