import { z } from 'zod';
import { amount, int } from '../fields.ts';
import { orderNoParams } from '../money/deposit.schema.ts';

/** The flags a pending withdrawal can carry (docs/withdrawal-risk.md). */
export const WITHDRAWAL_RISK_FLAGS = ['turnover', 'newAccount', 'sharedAccess'] as const;
export type WithdrawalRiskFlag = (typeof WITHDRAWAL_RISK_FLAGS)[number];

/** How many order numbers one call reads: a page of the queue. */
export const WITHDRAWAL_RISK_MAX_ORDERS = 200;

/** Order numbers, comma separated (a page of the queue). */
export const withdrawalRiskQuerySchema = z.object({
  orderNos: z
    .string()
    .transform((text) => [...new Set(text.split(',').map((s) => s.trim()))].filter((s) => s !== ''))
    .pipe(z.array(orderNoParams.shape.orderNo).min(1).max(WITHDRAWAL_RISK_MAX_ORDERS)),
});

/** Another member of the brand seen on the same address or device in the last 30 days. */
export const sharedMemberSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  byAddress: z.boolean(),
  byDevice: z.boolean(),
});

/**
 * One withdrawal's readings and the flags they raise. The figures come whether or not a flag is
 * raised, so the desk sees how near a member is.
 */
export const withdrawalRiskSchema = z.object({
  orderNo: z.string(),
  flags: z.array(z.enum(WITHDRAWAL_RISK_FLAGS)),
  turnover: z.object({
    /** Since the member's last paid withdrawal, or their registration. */
    since: z.string(),
    turnover: amount,
    deposits: amount,
    /** The brand's N: turnover below N × deposits raises the flag (0: never). */
    multiple: int,
  }),
  account: z.object({
    /** When the payout account was saved; null for a withdrawal made before accounts were saved. */
    addedAt: z.string().nullable(),
    /** Whether an earlier withdrawal of the member was paid to this account. */
    paidBefore: z.boolean(),
  }),
  /** The other members, at most SHARED_MEMBERS_SHOWN of them; `sharedCount` counts them all. */
  shared: z.array(sharedMemberSchema),
  sharedCount: int,
});
export type WithdrawalRisk = z.infer<typeof withdrawalRiskSchema>;
