import { endpointTable } from '../endpoint.ts';

/** Back office: a brand's money settings (its currency's default amounts and its overrides). */
export const moneySettingsEndpoints = endpointTable({
  'moneySettings.boGet': 'GET /bo/api/money-settings',
  'moneySettings.boSave': 'PUT /bo/api/money-settings',
});
