import { z } from 'zod';
import { amount, int, merchantCode, pageQuery, textOrNull } from '../fields.ts';
import { decimalAmountInput } from '../money/cashier.schema.ts';
import { REFERRAL_CONDITIONS } from './referral-errors.ts';

/** A decimal amount that may be zero ("0" means no threshold), turned into minor units. */
export const amountOrZeroInput = decimalAmountInput(0n, {
  format: 'amount: a decimal with at most two places',
  range: 'amount: too large',
});

/** Whether the brand runs the referral programme; public, for the left bar's invite entry. */
export const referralStatusSchema = z.object({ enabled: z.boolean() });
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

export const referralRuleViewSchema = z.object({
  enabled: z.boolean(),
  rewardAmount: amount,
  condition: z.enum(REFERRAL_CONDITIONS),
  threshold: amount,
});
export type ReferralRuleView = z.infer<typeof referralRuleViewSchema>;

/** The member's own code, what the programme pays and what they earned from it so far. */
export const referralInfoSchema = z.object({
  currency: z.string(),
  code: z.string(),
  /** Path and query of the registration page with the code filled in; the web adds its origin. */
  invitePath: z.string(),
  rule: referralRuleViewSchema,
  invitedCount: int,
  rewardedCount: int,
  earned: amount,
});
export type ReferralInfo = z.infer<typeof referralInfoSchema>;

export const referralInviteesQuerySchema = z.object(pageQuery).strict();

export const referralInviteeSchema = z.object({
  /** The invitee's username, masked: the referrer sees who joined without their full login. */
  username: z.string(),
  joinedAt: z.string(),
  /** What this invitee earned the referrer; null until the condition is met. */
  reward: amount.nullable(),
  rewardedAt: textOrNull,
});
export type ReferralInvitee = z.infer<typeof referralInviteeSchema>;

export const referralInviteeListSchema = z.object({
  list: z.array(referralInviteeSchema),
  total: int,
});
export type ReferralInviteeList = z.infer<typeof referralInviteeListSchema>;

export const staffReferralQuerySchema = z.object({ merchantCode: merchantCode.optional() });
export const staffReferralRuleSchema = referralRuleViewSchema.extend({ merchantCode: z.string() });
export type StaffReferralRule = z.infer<typeof staffReferralRuleSchema>;
export const staffReferralRuleBodySchema = z.object({
  merchantCode: merchantCode.optional(),
  enabled: z.boolean(),
  rewardAmount: amountOrZeroInput,
  condition: z.enum(REFERRAL_CONDITIONS),
  threshold: amountOrZeroInput,
});
