import { endpoint } from '../endpoint.ts';

/** Back office: a brand's money settings (its currency's default amounts and its overrides). */
export const moneySettingsEndpoints = {
  'moneySettings.boGet': endpoint(['GET'], '/bo/api/money-settings'),
  'moneySettings.boSave': endpoint(['PUT'], '/bo/api/money-settings'),
} as const;
