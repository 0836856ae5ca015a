import { contractsOf, memberCall, staffCall } from '../calls.ts';
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

const callTags = { member: ['rebate'], staff: ['back office'] } as const;

/** Manual rebate: the member's accrued rebate, the claim and its record; staff set the rates. */
export const rebateContracts = contractsOf(e, callTags, {
  'rebate.summary': memberCall(
    'The rebate accrued on valid bets settled since the last claim, per game category',
    { response: rebateSummarySchema },
  ),
  'rebate.claim': memberCall(
    'Pays the accrued rebate into the wallet; a retry with the same requestId pays once and answers the same claim',
    { body: rebateClaimSchema, response: rebateClaimResultSchema, errors: ['REBATE_NOTHING_TO_CLAIM'] },
  ),
  'rebate.claims': memberCall("The member's rebate claims, newest first", {
    query: rebateClaimsQuerySchema,
    response: rebateClaimListSchema,
  }),
  'rebate.boRates': staffCall("A brand's rebate rates per game category (basis points of the valid bet)", {
    permission: 'rewards.read',
    query: staffRebateQuerySchema,
    response: staffRebateRatesSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'rebate.boSaveRates': staffCall(
    "Replaces a brand's rebate rates (audit-logged); a category left out has no rebate",
    {
      permission: 'rewards.write',
      body: staffRebateRatesBodySchema,
      response: staffRebateRatesSchema,
      errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
    },
  ),
});
