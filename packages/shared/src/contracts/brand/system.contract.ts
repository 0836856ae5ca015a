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
import { contractsOf, memberCall, publicCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { systemEndpoints } from './system.endpoints.ts';

const merchantQuery = z.object({ merchantCode: z.string().max(64).optional() });

const callTags = { public: ['system'], member: ['system'] } as const;

/** §4 App-start calls: what the site shows before anyone logs in. */
export const systemContracts = contractsOf(systemEndpoints, callTags, {
  'system.status': publicCall('Whether the brand is open, in maintenance or restricted for this address', {
    query: merchantQuery,
    response: systemStatusSchema,
  }),
  'system.permission': publicCall(
    "The brand's whitelabel, register settings, resources and status for this visitor",
    { query: permissionQuerySchema, response: permissionSchema },
  ),
  'system.whitelabel': publicCall("The brand's whitelabel settings", {
    query: merchantQuery,
    response: whitelabelSchema,
  }),
  'system.registerSettings': publicCall('Which register fields the brand shows and requires', {
    query: merchantQuery,
    response: registerConfigSchema,
  }),
  'system.domainRoute': publicCall("The brand's domains and resource hosts", {
    query: merchantQuery,
    response: domainRouteSchema,
  }),
  'system.helpCenter': publicCall('Help centre articles in one language', {
    query: helpCenterQuerySchema,
    body: helpCenterQuerySchema,
    response: z.array(helpItemSchema),
  }),
  'system.push': memberCall(
    "The member's real-time channel: server-sent events naming what changed (hello on connect, balance, message, draw, chat, crash); the site refetches what each names",
    { ...fileAnswer(['text/event-stream'], 'A stream of server-sent events, one `event:` line each') },
  ),
}) satisfies Record<keyof typeof systemEndpoints, unknown>;
