import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { helpEndpoints as e } from './help.endpoints.ts';
import {
  boHelpCreateBodySchema,
  boHelpDeleteSchema,
  boHelpItemSchema,
  boHelpParamsSchema,
  boHelpQuerySchema,
  boHelpUpdateBodySchema,
} from './help.schema.ts';

const tags = ['back office'] as const;
const auth = 'staff';

/** /bo/api/help: the help centre's articles per brand and language (role content). */
export const helpContracts = {
  'help.boList': defineContract({
    ...e['help.boList'],
    summary: "The brand's help articles, by language and order",
    auth,
    tags,
    query: boHelpQuerySchema,
    response: z.array(boHelpItemSchema),
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
  'help.boCreate': defineContract({
    ...e['help.boCreate'],
    summary: 'Adds a help article in one language',
    auth,
    tags,
    body: boHelpCreateBodySchema,
    response: boHelpItemSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND', 'HELP_ANCHOR_TAKEN'],
  }),
  'help.boUpdate': defineContract({
    ...e['help.boUpdate'],
    summary: "Changes a help article's anchor, title, content or order",
    auth,
    tags,
    params: boHelpParamsSchema,
    body: boHelpUpdateBodySchema,
    response: boHelpItemSchema,
    errors: ['HELP_ITEM_NOT_FOUND', 'HELP_ANCHOR_TAKEN'],
  }),
  'help.boDelete': defineContract({
    ...e['help.boDelete'],
    summary: 'Removes a help article',
    auth,
    tags,
    params: boHelpParamsSchema,
    response: boHelpDeleteSchema,
    errors: ['HELP_ITEM_NOT_FOUND'],
  }),
} as const;
