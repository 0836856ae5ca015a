import { defineContract } from '../contract.ts';
import { moneySettingsEndpoints as e } from './money-settings.endpoints.ts';
import {
  staffMoneySettingsBodySchema,
  staffMoneySettingsQuerySchema,
  staffMoneySettingsSchema,
} from './money-settings-staff.schema.ts';

const tags = ['back office'] as const;

/** The amounts a brand shows and accepts by default: its currency's table and its own overrides. */
export const moneySettingsContracts = {
  'moneySettings.boGet': defineContract({
    ...e['moneySettings.boGet'],
    summary: "A brand's money settings: its currency's defaults, its overrides and the result",
    auth: 'staff',
    tags,
    query: staffMoneySettingsQuerySchema,
    response: staffMoneySettingsSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'moneySettings.boSave': defineContract({
    ...e['moneySettings.boSave'],
    summary:
      "Replaces a brand's money overrides (audit-logged); amounts out of order are refused and change nothing",
    auth: 'staff',
    tags,
    body: staffMoneySettingsBodySchema,
    response: staffMoneySettingsSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND', 'MONEY_SETTINGS_INVALID'],
  }),
};
