import { z } from 'zod';
import { customerServiceEntrySchema, resourceSchema, socialLinkSchema } from '../../merchant.schema.ts';
import { isHttpUrl, merchantCode } from '../fields.ts';

/** §3 Resource types, social link types and customer-service kinds, as the player site reads them. */
export const RESOURCE_TYPES = resourceSchema.shape.resourceType.options;
export const SOCIAL_LINK_TYPES = socialLinkSchema.shape.type.options;
export const CUSTOMER_SERVICE_TYPES = customerServiceEntrySchema.shape.csType.options;

export const SITE_LINK_URL_MAX = 500;
export const SITE_LINK_LABEL_MAX = 80;

/** Addresses players open from the site: http or https only (no javascript:, data: or app schemes). */
const httpUrl = z.string().trim().min(1).max(SITE_LINK_URL_MAX).refine(isHttpUrl, 'an http or https address');
const label = z.string().trim().max(SITE_LINK_LABEL_MAX);

/** Which brand a call works on (merchant staff: always their own). */
export const siteLinksQuerySchema = z.object({ merchantCode: merchantCode.optional() });

/** One app download: the file, what its QR code opens (empty: the file itself), its English label. */
export const resourceFieldsSchema = z.object({
  url: httpUrl,
  qrCodeUrl: z.union([z.literal(''), httpUrl]),
  labelNameEn: label,
});
export const resourceCreateSchema = resourceFieldsSchema.extend({
  merchantCode: merchantCode.optional(),
  resourceType: z.enum(RESOURCE_TYPES),
  qrCodeUrl: resourceFieldsSchema.shape.qrCodeUrl.default(''),
  labelNameEn: label.default(''),
});
export const resourceUpdateSchema = resourceFieldsSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export const resourceParamsSchema = z.object({ type: z.enum(RESOURCE_TYPES) });

export const socialLinkCreateSchema = z.object({
  merchantCode: merchantCode.optional(),
  type: z.enum(SOCIAL_LINK_TYPES),
  url: httpUrl,
});
export const socialLinkUpdateSchema = z.object({ url: httpUrl });
export const socialLinkParamsSchema = z.object({ type: z.enum(SOCIAL_LINK_TYPES) });

export const customerServiceCreateSchema = z.object({
  merchantCode: merchantCode.optional(),
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  path: httpUrl,
  title: label.min(1),
});
export const customerServiceUpdateSchema = z
  .object({ path: httpUrl, title: label.min(1) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export const customerServiceParamsSchema = z.object({ type: z.enum(CUSTOMER_SERVICE_TYPES) });

/** Every call answers the brand's whole list after it, in the order the site shows it. */
export const boResourcesSchema = z.object({ merchantCode: z.string(), items: z.array(resourceSchema) });
export const boSocialLinksSchema = z.object({ merchantCode: z.string(), items: z.array(socialLinkSchema) });
export const boCustomerServiceSchema = z.object({
  merchantCode: z.string(),
  items: z.array(customerServiceEntrySchema),
});
