import { z } from 'zod';
import { registerConfigSchema, whitelabelSchema } from '../../merchant.schema.ts';
import {
  domainRouteSchema,
  helpCenterQuerySchema,
  helpItemSchema,
  permissionQuerySchema,
  permissionSchema,
  systemStatusSchema,
} from '../../system.schema.ts';
import { defineContract, fileAnswer } from '../contract.ts';
import { systemEndpoints } from './system.endpoints.ts';

const merchantQuery = z.object({ merchantCode: z.string().max(64).optional() });
const tags = ['system'] as const;

/**
 * What the push channel (system.push) carries: each event names a kind of change, never a value;
 * the site reads again what the event names. `hello` opens every connection.
 */
export const PUSH_EVENTS = ['hello', 'balance', 'message', 'draw', 'chat', 'crash'] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];

/** §4 App-start calls: what the site shows before anyone logs in. */
export const systemContracts = {
  'system.status': defineContract({
    ...systemEndpoints['system.status'],
    summary: 'Whether the brand is open, in maintenance or restricted for this address',
    auth: 'public',
    tags,
    query: merchantQuery,
    response: systemStatusSchema,
    errors: [],
  }),
  'system.permission': defineContract({
    ...systemEndpoints['system.permission'],
    summary: "The brand's whitelabel, register settings, resources and status for this visitor",
    auth: 'public',
    tags,
    query: permissionQuerySchema,
    response: permissionSchema,
    errors: [],
  }),
  'system.whitelabel': defineContract({
    ...systemEndpoints['system.whitelabel'],
    summary: "The brand's whitelabel settings",
    auth: 'public',
    tags,
    query: merchantQuery,
    response: whitelabelSchema,
    errors: [],
  }),
  'system.registerSettings': defineContract({
    ...systemEndpoints['system.registerSettings'],
    summary: 'Which register fields the brand shows and requires',
    auth: 'public',
    tags,
    query: merchantQuery,
    response: registerConfigSchema,
    errors: [],
  }),
  'system.domainRoute': defineContract({
    ...systemEndpoints['system.domainRoute'],
    summary: "The brand's domains and resource hosts",
    auth: 'public',
    tags,
    query: merchantQuery,
    response: domainRouteSchema,
    errors: [],
  }),
  'system.helpCenter': defineContract({
    ...systemEndpoints['system.helpCenter'],
    summary: 'Help centre articles in one language',
    auth: 'public',
    tags,
    query: helpCenterQuerySchema,
    body: helpCenterQuerySchema,
    response: z.array(helpItemSchema),
    errors: [],
  }),
  'system.push': defineContract({
    ...systemEndpoints['system.push'],
    summary:
      "The member's real-time channel: server-sent events naming what changed (hello on connect, balance, message, draw, chat, crash); the site refetches what each names",
    auth: 'member',
    tags,
    ...fileAnswer(['text/event-stream'], 'A stream of server-sent events, one `event:` line each'),
    errors: [],
  }),
} as const satisfies Record<keyof typeof systemEndpoints, unknown>;
