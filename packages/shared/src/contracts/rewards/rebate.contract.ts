import { defineContract } from '../contract.ts';
import { rebateEndpoints as e } from './rebate.endpoints.ts';
import {
  rebateClaimListSchema,
  rebateClaimResultSchema,
  rebateClaimSchema,
  rebateClaimsQuerySchema,
  rebateSummarySchema,
  staffRebateQuerySchema,
  staffRebateRatesBodySchema,
  staffRebateRatesSchema,
} from './rebate.schema.ts';

const tags = ['rebate'] as const;
const boTags = ['back office'] as const;

/** Manual rebate: the member's accrued rebate, the claim and its record; staff set the rates. */
export const rebateContracts = {
  'rebate.summary': defineContract({
    ...e['rebate.summary'],
    summary: 'The rebate accrued on valid bets settled since the last claim, per game category',
    auth: 'member',
    tags,
    response: rebateSummarySchema,
    errors: [],
  }),
  'rebate.claim': defineContract({
    ...e['rebate.claim'],
    summary:
      'Pays the accrued rebate into the wallet; a retry with the same requestId pays once and answers the same claim',
    auth: 'member',
    tags,
    body: rebateClaimSchema,
    response: rebateClaimResultSchema,
    errors: ['REBATE_NOTHING_TO_CLAIM'],
  }),
  'rebate.claims': defineContract({
    ...e['rebate.claims'],
    summary: "The member's rebate claims, newest first",
    auth: 'member',
    tags,
    query: rebateClaimsQuerySchema,
    response: rebateClaimListSchema,
    errors: [],
  }),
  'rebate.boRates': defineContract({
    ...e['rebate.boRates'],
    summary: "A brand's rebate rates per game category (basis points of the valid bet)",
    auth: 'staff',
    tags: boTags,
    query: staffRebateQuerySchema,
    response: staffRebateRatesSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'rebate.boSaveRates': defineContract({
    ...e['rebate.boSaveRates'],
    summary: "Replaces a brand's rebate rates (audit-logged); a category left out has no rebate",
    auth: 'staff',
    tags: boTags,
    body: staffRebateRatesBodySchema,
    response: staffRebateRatesSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
};
