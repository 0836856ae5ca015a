import { endpoint } from '../endpoint.ts';

/**
 * Manual rebate (§1, member centre manualRebate). §7 shows no path for it, so the calls live under
 * /wps/rebate in the style of the member calls; staff set the rates in the back office.
 */
export const rebateEndpoints = {
  'rebate.summary': endpoint(['GET'], '/wps/rebate/summary'),
  'rebate.claim': endpoint(['POST'], '/wps/rebate/claim'),
  'rebate.claims': endpoint(['GET'], '/wps/rebate/claims'),
  'rebate.boRates': endpoint(['GET'], '/bo/api/rebate/rates'),
  'rebate.boSaveRates': endpoint(['PUT'], '/bo/api/rebate/rates'),
} as const;
