import { defineContract } from '../contract.ts';
import { bettingRecordEndpoints as e } from './betting-record.endpoints.ts';
import { betRecordPageSchema, bettingRecordQuerySchema } from './betting-record.schema.ts';

/** The bet records read game rounds and vendors' round details, so they are games' calls. */
export const bettingRecordContracts = {
  'money.bettingRecord': defineContract({
    ...e['money.bettingRecord'],
    summary: "The member's game rounds and lottery lines in a window, newest first, with totals",
    auth: 'member',
    tags: ['games'],
    query: bettingRecordQuerySchema,
    body: bettingRecordQuerySchema,
    response: betRecordPageSchema,
    errors: [],
  }),
} as const;
