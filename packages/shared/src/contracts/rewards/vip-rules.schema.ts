import { z } from 'zod';
import { VIP_LEVEL_MAX } from '../../constants.ts';
import { amount, int, merchantCode } from '../fields.ts';
import { amountInput } from '../money/cashier.schema.ts';
import { amountOrZeroInput } from './referral.schema.ts';

const level = z.number().int().min(2).max(VIP_LEVEL_MAX);

/** What reaching a level takes within one period, what keeps it at the period's end, its bonus. */
export const vipLevelRuleSchema = z.object({
  level: int,
  minValidBet: amount,
  minDeposit: amount,
  keepValidBet: amount,
  keepDeposit: amount,
  upgradeBonus: amount,
  /** Cashback rate of the level in basis points; null: the cashback promotion's own rate. */
  cashbackBps: z.number().int().nullable(),
  /** Largest single withdrawal request; null: only the brand's limits. */
  withdrawMax: amount.nullable(),
  /** Largest total of withdrawal requests in one UTC day; null: no daily limit. */
  withdrawDailyMax: amount.nullable(),
  /** Paid into cash once a year on the member's birthday while at this level. */
  birthdayBonus: amount,
});
export type VipLevelRule = z.infer<typeof vipLevelRuleSchema>;

/** The member's level, this period's figures and what the next level still needs. */
export const vipProgressSchema = z.object({
  currency: z.string(),
  level: int,
  periodStart: z.string(),
  periodEnd: z.string(),
  validBet: amount,
  deposit: amount,
  /** Null at the top level or when the brand has no rule for the next one. */
  next: z
    .object({
      level: int,
      minValidBet: amount,
      minDeposit: amount,
      validBetNeeded: amount,
      depositNeeded: amount,
      upgradeBonus: amount,
    })
    .nullable(),
  /** What keeps the current level at the period's end; null at level 1 or without a rule. */
  keep: z.object({ validBet: amount, deposit: amount }).nullable(),
  /** What the current level gives (docs/member-vip.md); a level above 4 has the VIP service channel. */
  benefits: z.object({
    cashbackBps: z.number().int().nullable(),
    withdrawMax: amount.nullable(),
    withdrawDailyMax: amount.nullable(),
    birthdayBonus: amount,
    vipService: z.boolean(),
  }),
  levels: z.array(vipLevelRuleSchema),
});
export type VipProgress = z.infer<typeof vipProgressSchema>;

export const staffVipRulesQuerySchema = z.object({ merchantCode: merchantCode.optional() });
export const staffVipRulesSchema = z.object({
  merchantCode: z.string(),
  levels: z.array(vipLevelRuleSchema),
});
export type StaffVipRules = z.infer<typeof staffVipRulesSchema>;

const ruleInput = z.object({
  level,
  minValidBet: amountOrZeroInput,
  minDeposit: amountOrZeroInput,
  keepValidBet: amountOrZeroInput,
  keepDeposit: amountOrZeroInput,
  upgradeBonus: amountOrZeroInput,
  cashbackBps: z.number().int().min(0).max(10_000).nullable().default(null),
  withdrawMax: amountInput.nullable().default(null),
  withdrawDailyMax: amountInput.nullable().default(null),
  birthdayBonus: amountOrZeroInput.default(0n),
});
export type VipLevelRuleInput = z.output<typeof ruleInput>;

/** Replaces the brand's rules; an empty list switches automatic levels off. */
export const staffVipRulesBodySchema = z.object({
  merchantCode: merchantCode.optional(),
  levels: z
    .array(ruleInput)
    .max(VIP_LEVEL_MAX - 1)
    .refine((r) => new Set(r.map((x) => x.level)).size === r.length, 'levels: one rule per level'),
});
