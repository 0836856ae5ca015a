import { contractsOf, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { offersEndpoints as e, type offersEndpoints } from './offers.endpoints.ts';
import {
  offerCreateSchema,
  offerExportQuerySchema,
  offerListQuerySchema,
  offerPageSchema,
  offerParamsSchema,
  offerSchema,
  offerTakersExportQuerySchema,
  offerTakersPageSchema,
  offerTakersQuerySchema,
  offerUpdateSchema,
} from './offers.schema.ts';

export * from './offers.schema.ts';

const callTags = { staff: ['promotion offers (back office)'] } as const;
const ruleErrors = ['BONUS_RULE_INVALID', 'CONTENT_MERCHANT_REQUIRED'] as const;

/** The rewards screen's promotions: each with its bonus rule and what members took (finance, admin). */
export const offersContracts = contractsOf(e, callTags, {
  'offers.list': staffCall('A page of promotions with their bonus rules and taker totals, newest first', {
    permission: 'rewards.read',
    query: offerListQuerySchema,
    response: offerPageSchema,
    errors: ['CONTENT_MERCHANT_REQUIRED'],
  }),
  'offers.csv': staffCall("The promotions matching the list's filters as CSV; the export is audit-logged", {
    permission: 'rewards.read',
    query: offerExportQuerySchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per promotion'),
  }),
  'offers.create': staffCall('Adds a promotion, its texts, drawn artwork and bonus rule in one step', {
    permission: 'rewards.write',
    body: offerCreateSchema,
    response: offerSchema,
    errors: [...ruleErrors],
  }),
  'offers.update': staffCall(
    'Changes a promotion and its bonus rule; `active` switches both (grants made keep their terms)',
    {
      permission: 'rewards.write',
      params: offerParamsSchema,
      body: offerUpdateSchema,
      response: offerSchema,
      errors: ['PROMOTION_NOT_FOUND', ...ruleErrors],
    },
  ),
  'offers.takers': staffCall("A page of the members who joined a promotion's bonus, with their grant", {
    permission: 'rewards.read',
    params: offerParamsSchema,
    query: offerTakersQuerySchema,
    response: offerTakersPageSchema,
    errors: ['PROMOTION_NOT_FOUND'],
  }),
  'offers.takersCsv': staffCall("Every taker of a promotion's bonus as CSV; the export is audit-logged", {
    permission: 'rewards.read',
    query: offerTakersExportQuerySchema,
    ...fileAnswer(['text/csv'], 'One header line, then a line per taker'),
    errors: ['PROMOTION_NOT_FOUND'],
  }),
}) satisfies Record<keyof typeof offersEndpoints, unknown>;
