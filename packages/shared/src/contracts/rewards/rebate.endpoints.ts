import { endpointTable } from '../endpoint.ts';

/**
 * Manual rebate (§1, member centre manualRebate). §7 shows no path for it, so the calls live under
 * /wps/rebate in the style of the member calls; staff set the rates in the back office.
 */
export const rebateEndpoints = endpointTable({
  'rebate.summary': 'GET /wps/rebate/summary',
  'rebate.claim': 'POST /wps/rebate/claim',
  'rebate.claims': 'GET /wps/rebate/claims',
  'rebate.boRates': 'GET /bo/api/rebate/rates',
  'rebate.boSaveRates': 'PUT /bo/api/rebate/rates',
});
