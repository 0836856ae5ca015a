import { z } from 'zod';
import { contractsOf, staffCall } from '../calls.ts';
import { helpEndpoints as e } from './help.endpoints.ts';
import {
  boHelpCreateBodySchema,
  boHelpDeleteSchema,
  boHelpItemSchema,
  boHelpParamsSchema,
  boHelpQuerySchema,
  boHelpUpdateBodySchema,
} from './help.schema.ts';

const callTags = { staff: ['back office'] } as const;

/** /bo/api/help: the help centre's articles per brand and language (role content). */
export const helpContracts = contractsOf(e, callTags, {
  'help.boList': staffCall("The brand's help articles, by language and order", {
    permission: 'content.read',
    query: boHelpQuerySchema,
    response: z.array(boHelpItemSchema),
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'help.boCreate': staffCall('Adds a help article in one language (its HTML kept to an allow-list)', {
    permission: 'content.write',
    body: boHelpCreateBodySchema,
    response: boHelpItemSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND', 'HELP_ANCHOR_TAKEN', 'HELP_CONTENT_EMPTY'],
  }),
  'help.boUpdate': staffCall("Changes a help article's anchor, title, content or order", {
    permission: 'content.write',
    params: boHelpParamsSchema,
    body: boHelpUpdateBodySchema,
    response: boHelpItemSchema,
    errors: ['HELP_ITEM_NOT_FOUND', 'HELP_ANCHOR_TAKEN', 'HELP_CONTENT_EMPTY'],
  }),
  'help.boDelete': staffCall('Removes a help article', {
    permission: 'content.write',
    params: boHelpParamsSchema,
    response: boHelpDeleteSchema,
    errors: ['HELP_ITEM_NOT_FOUND'],
  }),
});
