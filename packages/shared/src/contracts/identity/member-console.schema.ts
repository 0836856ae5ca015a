import { z } from 'zod';
import { KYC_STATUSES } from '../../kyc-constants.ts';
import { digitsId, int, textOrNull, vipLevelSchema } from '../fields.ts';
import { MEMBER_STATUSES } from './staff.schema.ts';

// The back office's member search and member page (issue 45, "Members").

/**
 * A partial match needs three characters: the trigram indexes behind it take whole trigrams, and a
 * shorter piece would match most members anyway.
 */
const partial = (max: number) => z.string().trim().min(3).max(max);

/** A page of a list read newest first: the id after which the next page starts. */
export const cursorQuery = {
  cursor: digitsId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
};

/** Every filter given must match; an inverted date range matches nothing. */
export const memberSearchQuerySchema = z.object({
  /** Part of the username, any case. */
  username: partial(64).optional(),
  /** Part of the national mobile number (its start, its end or its middle): digits only. */
  phone: z
    .string()
    .trim()
    .regex(/^\d{3,20}$/, 'phone: 3 to 20 digits')
    .optional(),
  memberId: digitsId.optional(),
  /** The upline agent's username, whole (any case): their direct downline. */
  upline: z.string().trim().min(1).max(64).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  vipLevel: z.coerce.number().pipe(vipLevelSchema).optional(),
  registeredFrom: z.iso.datetime({ offset: true }).optional(),
  registeredTo: z.iso.datetime({ offset: true }).optional(),
  /** The start of the last sign-in address ('203.0.113.' finds the whole network). */
  lastLoginIp: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F.:]{3,45}$/, 'lastLoginIp: the start of an address')
    .optional(),
  /** Platform staff may narrow to one brand; a brand's staff always see their own. */
  merchantId: z.coerce.number().int().positive().optional(),
  ...cursorQuery,
});

export const memberSummarySchema = z.object({
  id: z.string(),
  merchantId: int,
  username: z.string(),
  nickname: z.string(),
  phone: textOrNull,
  status: z.enum(MEMBER_STATUSES),
  withdrawalsFrozen: z.boolean(),
  vipLevel: int,
  uplineId: textOrNull,
  registeredAt: z.string(),
  lastLoginAt: textOrNull,
  lastLoginIp: textOrNull,
});

/** One page, newest first; `nextCursor` is null on the last page. */
export function cursorPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: textOrNull });
}

export const memberSearchResultSchema = cursorPageOf(memberSummarySchema);

export const memberParamsSchema = z.object({ memberId: digitsId });

/** A balance in minor units of the brand's currency, as a string of digits (it may pass 2^53). */
const minor = z.string();
const balanceSchema = z.object({ balance: minor, pending: minor, available: minor });

export const memberProfileSchema = memberSummarySchema.extend({
  email: textOrNull,
  registerIp: textOrNull,
  registerDomain: textOrNull,
  currency: z.string(),
  kyc: z.object({
    status: z.enum(KYC_STATUSES),
    realName: textOrNull,
    submittedAt: textOrNull,
    reviewNote: textOrNull,
    /** Ids the KYC image call takes (`GET /bo/api/kyc/images/:imageId`). */
    imageIds: z.array(z.string()),
  }),
  balances: z.object({ cash: balanceSchema, bonus: balanceSchema, locked: balanceSchema }),
  /** The member's uplines, the nearest first, up to the top of the line. */
  agentLine: z.array(z.object({ id: z.string(), username: z.string() })),
});

export const memberLoginSchema = z.object({
  id: z.string(),
  at: z.string(),
  ip: textOrNull,
  userAgent: textOrNull,
  loginType: z.string(),
});
export const memberLoginsQuerySchema = z.object(cursorQuery);
export const memberLoginsSchema = cursorPageOf(memberLoginSchema);

export const memberNoteBodySchema = z.object({ body: z.string().trim().min(1).max(2000) });
export const memberNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  staffId: z.string(),
  staffUsername: z.string(),
  at: z.string(),
});
export const memberNotesQuerySchema = z.object(cursorQuery);
export const memberNotesSchema = cursorPageOf(memberNoteSchema);

export const withdrawalsFrozenBodySchema = z.object({
  frozen: z.boolean(),
  reason: z.string().trim().min(1, 'Input cannot be empty').max(200),
});
export const withdrawalsFrozenResultSchema = z.object({
  memberId: z.string(),
  withdrawalsFrozen: z.boolean(),
  previous: z.boolean(),
});

/** Where the reset went: a one-time link by mail, or an SMS code for the player site's reset form. */
export const passwordResetResultSchema = z.object({
  memberId: z.string(),
  sentBy: z.enum(['email', 'sms']),
});
