import { z } from 'zod';
import { moneySettingsSchema } from './money/money-settings.schema.ts';

/** Module flags a merchant can switch on (§6). */
export const MODULE_FLAGS = [
  'DIRECTREG3',
  'FREEPLAY3',
  'MOBILEVERCODELOGIN3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'PWDEXPFORCECHANGE3',
  /** The left bar's chat room (§2 Left bar): its entry shows only where this is on. */
  'CHATROOM3',
] as const;
export type ModuleFlag = (typeof MODULE_FLAGS)[number];

/** §3 'Merchant config'. */
export const merchantConfigSchema = z.object({
  platform: z.string(),
  lotteryType: z.string(),
  defaultLanguage: z.string(),
  supportedLanguages: z.array(z.string()).min(1),
  prizeModes: z.array(z.string()),
  announcementTypes: z.array(z.string()),
  defaultExecution: z.string(),
  esportsVendors: z.array(z.string()),
  cockfightVendors: z.array(z.string()),
});
export type MerchantConfig = z.infer<typeof merchantConfigSchema>;

export const brandSettingsSchema = z.object({
  loginedToHomePage: z.boolean(),
  /** Regional variant (§1): minimum age 21, KYC at registration. */
  regionalVariant: z.boolean().default(false),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'A colour as #rrggbb');

/** The colours the player site draws its accents with; absent means the built-in palette. */
export const brandThemeSchema = z.object({ accent: hexColour.optional(), accent2: hexColour.optional() });
export type BrandTheme = z.infer<typeof brandThemeSchema>;

/** What the web receives as `whitelabel`. */
export const whitelabelSchema = merchantConfigSchema.extend({
  merchantCode: z.string(),
  name: z.string(),
  currency: z.string(),
  modules: z.record(z.string(), z.boolean()),
  brandSettings: brandSettingsSchema,
  /** The amounts the site offers (quick picks, default stakes, chips), sized for the currency. */
  money: moneySettingsSchema,
  theme: brandThemeSchema,
  /** The brand's own logo; null draws the built-in mark beside the name. */
  logoUrl: z.string().nullable(),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

/** One field of the registration form as the merchant configures it (§5 Registration). */
export const registerFieldConfigSchema = z.object({
  show: z.boolean(),
  required: z.boolean(),
  /** Id in the validation pattern catalogue; '*' matches anything. */
  pattern: z.string(),
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
  /** 1 = step 1, 2 = step 2 of the form. */
  step: z.union([z.literal(1), z.literal(2)]),
});
export type RegisterFieldConfig = z.infer<typeof registerFieldConfigSchema>;

export const registerConfigSchema = z.object({
  fields: z.record(z.string(), registerFieldConfigSchema),
  smsVerification: z.boolean(),
  captcha: z.boolean(),
  idVerification: z.boolean(),
});
export type RegisterConfig = z.infer<typeof registerConfigSchema>;

export const resourceSchema = z.object({
  resourceType: z.enum(['Android', 'MOBILECONFIG', 'AFFILIATELINK']),
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const customerServiceEntrySchema = z.object({
  csType: z.enum(['VIP', 'LIVECHAT']),
  path: z.string(),
  title: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

export const socialLinkSchema = z.object({
  type: z.enum(['FACEBOOK', 'TELEGRAM', 'YOUTUBE', 'WHATSAPP', 'LINE', 'INSTAGRAM', 'VIBER']),
  url: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;
