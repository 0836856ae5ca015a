import { z } from 'zod';
import { contractsOf, memberCall, staffCall } from '../calls.ts';
import { digitsId } from '../fields.ts';
import { bettingRecordEndpoints as e } from './betting-record.endpoints.ts';
import { betRecordPageSchema, bettingRecordQuerySchema } from './betting-record.schema.ts';

const callTags = { member: ['games'], staff: ['back office'] } as const;

/** The bet records read game rounds and vendors' round details, so they are games' calls. */
export const bettingRecordContracts = contractsOf(e, callTags, {
  'money.bettingRecord': memberCall(
    "The member's game rounds and lottery lines in a window, newest first, with totals",
    { query: bettingRecordQuerySchema, body: bettingRecordQuerySchema, response: betRecordPageSchema },
  ),
  'bets.staffMember': staffCall(
    "A member's game rounds and lottery lines of every kind, as the member's own record shows them (member page)",
    {
      permission: 'members.read',
      params: z.object({ memberId: digitsId }),
      query: bettingRecordQuerySchema,
      response: betRecordPageSchema,
      errors: ['NOT_FOUND'],
    },
  ),
});
