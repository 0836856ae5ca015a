import { z } from 'zod';

/**
 * Money settings on the wire: every amount a decimal string with up to two places ("100000.00"),
 * as the wallet sends them; counts and rates plain numbers. The same shape answers the brand's
 * effective settings and, every part optional, carries a brand's overrides.
 */
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'An amount: digits with up to two decimals');
const amounts = z.array(amount).min(1).max(12);
const count = z.number().int().positive().max(1_000_000);

const groups = {
  deposit: z.object({ min: amount, max: amount, quickPicks: amounts }),
  withdraw: z.object({ min: amount, max: amount, quickPicks: amounts }),
  inhouse: z.object({ min: amount, max: amount, defaultStake: amount, chips: amounts }),
  lottery: z.object({ defaultStake: amount, quickPicks: amounts }),
  bonus: z.object({ signUp: amount, depositMatchMin: amount, depositMatchCap: amount, cashbackCap: amount }),
  missions: z.object({ rewards: amounts, turnoverTarget: amount }),
  points: z.object({ betPerPoint: amount, convertPoints: count, convertAmount: amount, minConvert: count }),
  vip: z.object({
    levels: z
      .array(
        z.object({
          level: z.number().int().min(2).max(10),
          minValidBet: amount,
          minDeposit: amount,
          keepValidBet: amount,
          keepDeposit: amount,
          upgradeBonus: amount,
          birthdayBonus: amount,
          cashbackBps: z.number().int().min(0).max(10_000),
        }),
      )
      .max(9),
  }),
  referral: z.object({ reward: amount, firstDeposit: amount }),
  wheel: z.object({
    prizes: z
      .array(z.object({ amount, weight: z.number().int().min(0).max(10_000) }))
      .min(1)
      .max(12),
  }),
  bigWin: z.object({ minMultiple: count, percent: z.number().int().min(1).max(100), cap: amount }),
  // 0 turns the turnover flag off; a whole multiple keeps the comparison exact in minor units.
  withdrawRisk: z.object({ turnoverMultiple: z.number().int().min(0).max(100) }),
};

export const moneySettingsSchema = z.object(groups);
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

type Groups = typeof groups;
const partialGroups = Object.fromEntries(
  Object.entries(groups).map(([name, group]) => [name, group.partial().strict()]),
) as { [K in keyof Groups]: ReturnType<Groups[K]['partial']> };

/** A brand's overrides: any group, any field of it; a list given replaces the default list whole. */
export const moneyOverridesSchema = z.object(partialGroups).partial().strict();
export type MoneyOverrides = z.infer<typeof moneyOverridesSchema>;
