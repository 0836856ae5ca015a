import { z } from 'zod';
import { SITE_LANGUAGES } from '../../languages.ts';
import {
  brandSettingsSchema,
  brandThemeSchema,
  MODULE_FLAGS,
  registerConfigSchema,
} from '../../merchant.schema.ts';
import { CURRENCY_DEFAULTS } from '../../money/currency-defaults.ts';

const CURRENCIES = Object.keys(CURRENCY_DEFAULTS) as [string, ...string[]];

/** A brand's code: what its calls name it by (`merchantCode`), fixed once created. */
export const merchantCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'Lower-case letters, digits and dashes, 2 to 32 characters');

/** A host name the player site answers on, without scheme or port ('play.example.com'). */
const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Not a host name',
  );

/** An IPv4 or IPv6 address, or a CIDR range of either, let through during maintenance. */
const addressOrRange = z
  .string()
  .trim()
  .max(64)
  .refine(
    (v) => z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6()]).safeParse(v).success,
    'Not an address',
  );

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const brandFields = {
  name: z.string().trim().min(1, 'Input cannot be empty').max(64),
  domains: z
    .array(domainSchema)
    .min(1)
    .max(20)
    .refine((list) => new Set(list).size === list.length, 'A domain is listed twice'),
  defaultLanguage: z.enum(SITE_LANGUAGES),
  supportedLanguages: z.array(z.enum(SITE_LANGUAGES)).min(1),
  timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone'),
  theme: brandThemeSchema,
  /** A picture uploaded to the content store (its `/wps/content/images/<id>` address), or none. */
  logoUrl: z
    .string()
    .regex(/^\/wps\/content\/images\/[0-9a-f-]{36}$/, 'An uploaded picture')
    .nullable(),
  register: registerConfigSchema,
  modules: z.array(z.enum(MODULE_FLAGS)),
  brandSettings: brandSettingsSchema,
  maintenance: z.object({
    on: z.boolean(),
    title: z.string().trim().max(120).nullable(),
    message: z.string().trim().max(2000).nullable(),
    end: z.iso.datetime({ offset: true }).nullable(),
    allowAddresses: z.array(addressOrRange).max(100),
  }),
  region: z.object({
    mode: z.enum(['off', 'allow', 'deny']),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'A country as two capital letters')).max(250),
  }),
};

const languagesHoldDefault = (b: { defaultLanguage: string; supportedLanguages: string[] }) =>
  b.supportedLanguages.includes(b.defaultLanguage);
const languageIssue = {
  message: 'The default language must be one of the enabled ones',
  path: ['supportedLanguages'],
};

/** Everything an operator sets on a brand after it exists. Its code and currency stay as created. */
export const brandUpdateSchema = z.object(brandFields).refine(languagesHoldDefault, languageIssue);
export type BrandUpdate = z.infer<typeof brandUpdateSchema>;

/** A new brand: its code and currency, then the same settings. */
export const brandCreateSchema = z
  .object({ merchantCode: merchantCodeSchema, currency: z.enum(CURRENCIES), ...brandFields })
  .refine(languagesHoldDefault, languageIssue);
export type BrandCreate = z.infer<typeof brandCreateSchema>;

/** A brand as the console edits it. */
export const brandSetupSchema = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  isDefault: z.boolean(),
  name: z.string(),
  domains: z.array(z.string()),
  defaultLanguage: z.string(),
  supportedLanguages: z.array(z.string()),
  timeZone: z.string(),
  theme: brandThemeSchema,
  logoUrl: z.string().nullable(),
  register: registerConfigSchema,
  modules: z.array(z.string()),
  brandSettings: brandSettingsSchema,
  maintenance: z.object({
    on: z.boolean(),
    title: z.string().nullable(),
    message: z.string().nullable(),
    end: z.string().nullable(),
    allowAddresses: z.array(z.string()),
  }),
  region: z.object({ mode: z.enum(['off', 'allow', 'deny']), countries: z.array(z.string()) }),
});
export type BrandSetup = z.infer<typeof brandSetupSchema>;

export const brandSummarySchema = z.object({
  merchantCode: z.string(),
  name: z.string(),
  currency: z.string(),
  primaryDomain: z.string().nullable(),
  maintenance: z.boolean(),
  isDefault: z.boolean(),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

export const brandCodeParamsSchema = z.object({ merchantCode: merchantCodeSchema });
