import { contractsOf, staffCall } from '../calls.ts';
import { moneySettingsEndpoints as e } from './money-settings.endpoints.ts';
import {
  staffMoneySettingsBodySchema,
  staffMoneySettingsQuerySchema,
  staffMoneySettingsSchema,
} from './money-settings-staff.schema.ts';

const callTags = { staff: ['back office'] } as const;

/** The amounts a brand shows and accepts by default: its currency's table and its own overrides. */
export const moneySettingsContracts = contractsOf(e, callTags, {
  'moneySettings.boGet': staffCall(
    "A brand's money settings: its currency's defaults, its overrides and the result",
    {
      permission: 'settings.read',
      query: staffMoneySettingsQuerySchema,
      response: staffMoneySettingsSchema,
      errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
    },
  ),
  'moneySettings.boSave': staffCall(
    "Replaces a brand's money overrides (audit-logged); amounts out of order are refused and change nothing",
    {
      permission: 'settings.write',
      body: staffMoneySettingsBodySchema,
      response: staffMoneySettingsSchema,
      errors: ['MERCHANT_REQUIRED', 'NOT_FOUND', 'MONEY_SETTINGS_INVALID'],
    },
  ),
});
