import { z } from 'zod';
import {
  customerServiceEntrySchema,
  registerConfigSchema,
  resourceSchema,
  socialLinkSchema,
  whitelabelSchema,
} from './merchant.schema.ts';

/** §4 System status: 0 normal, 1 maintenance, 2 region restriction. */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;

export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  title: z.string().nullable(),
  /** ISO time the maintenance is planned to end, when known. */
  endTime: z.string().nullable(),
  message: z.string().nullable(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** §3 Permission response. */
export const permissionSchema = z.object({
  whitelabel: whitelabelSchema,
  register: registerConfigSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceEntrySchema),
  socialLinks: z.array(socialLinkSchema),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  maintenance: z.boolean(),
  maintenanceEnd: z.string().nullable(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  status: systemStatusSchema,
});
export type Permission = z.infer<typeof permissionSchema>;

export const permissionQuerySchema = z.object({
  url: z.string().max(255).optional(),
  merchantCode: z.string().max(64).optional(),
});

export const domainRouteSchema = z.object({
  domainList: z.array(z.object({ domain: z.string(), speed: z.literal(0) })),
  resources: z.array(resourceSchema),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const helpCenterQuerySchema = z.object({
  language: z.string().min(2).max(8).default('EN'),
  device: z.enum(['WEB']).default('WEB'),
  merchantCode: z.string().max(64).optional(),
});

export const helpItemSchema = z.object({
  id: z.number().int(),
  anchor: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export type HelpItem = z.infer<typeof helpItemSchema>;
