import { contractsOf, memberCall } from '../calls.ts';
import { bettingRecordEndpoints as e } from './betting-record.endpoints.ts';
import { betRecordPageSchema, bettingRecordQuerySchema } from './betting-record.schema.ts';

const callTags = { member: ['games'] } as const;

/** The bet records read game rounds and vendors' round details, so they are games' calls. */
export const bettingRecordContracts = contractsOf(e, callTags, {
  'money.bettingRecord': memberCall(
    "The member's game rounds and lottery lines in a window, newest first, with totals",
    { query: bettingRecordQuerySchema, body: bettingRecordQuerySchema, response: betRecordPageSchema },
  ),
});
