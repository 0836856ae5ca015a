import { z } from 'zod';
import { moneyOverridesSchema, moneySettingsSchema } from '../../money/money-settings.schema.ts';
import { merchantCode } from '../fields.ts';

export const staffMoneySettingsQuerySchema = z.object({ merchantCode: merchantCode.optional() });

/** The brand's overrides, whole: what is left out falls back to the currency's default. */
export const staffMoneySettingsBodySchema = z.object({
  merchantCode: merchantCode.optional(),
  overrides: moneyOverridesSchema,
});

export const staffMoneySettingsSchema = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  defaults: moneySettingsSchema,
  overrides: moneyOverridesSchema,
  effective: moneySettingsSchema,
});
export type StaffMoneySettings = z.infer<typeof staffMoneySettingsSchema>;
