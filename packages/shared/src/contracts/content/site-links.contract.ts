import { defineContract } from '../contract.ts';
import { siteLinksEndpoints as e } from './site-links.endpoints.ts';
import {
  boCustomerServiceSchema,
  boResourcesSchema,
  boSocialLinksSchema,
  customerServiceCreateSchema,
  customerServiceParamsSchema,
  customerServiceUpdateSchema,
  resourceCreateSchema,
  resourceParamsSchema,
  resourceUpdateSchema,
  siteLinksQuerySchema,
  socialLinkCreateSchema,
  socialLinkParamsSchema,
  socialLinkUpdateSchema,
} from './site-links.schema.ts';

export * from './site-links.schema.ts';

const tags = ['back office'] as const;
const auth = 'staff';
const query = siteLinksQuerySchema;
const listErrors = ['MERCHANT_REQUIRED', 'NOT_FOUND'] as const;
/** CONFLICT: the brand already has one of this type; NOT_FOUND: it has none (or no such brand). */
const createErrors = [...listErrors, 'CONFLICT'] as const;

/**
 * /bo/api/site (role content): the brand's app downloads (§3 Resource), social pages and
 * customer-service desks, one of each type. The player site reads them from /wps/system/permission.
 */
export const siteLinksContracts = {
  'siteLinks.resources': defineContract({
    ...e['siteLinks.resources'],
    summary: "The brand's app downloads and affiliate link",
    auth,
    tags,
    query,
    response: boResourcesSchema,
    errors: listErrors,
  }),
  'siteLinks.createResource': defineContract({
    ...e['siteLinks.createResource'],
    summary: 'Adds an app download (Android, MOBILECONFIG) or the affiliate link',
    auth,
    tags,
    body: resourceCreateSchema,
    response: boResourcesSchema,
    errors: createErrors,
  }),
  'siteLinks.updateResource': defineContract({
    ...e['siteLinks.updateResource'],
    summary: "Changes a resource's file, QR target or label",
    auth,
    tags,
    params: resourceParamsSchema,
    query,
    body: resourceUpdateSchema,
    response: boResourcesSchema,
    errors: listErrors,
  }),
  'siteLinks.deleteResource': defineContract({
    ...e['siteLinks.deleteResource'],
    summary: 'Removes a resource',
    auth,
    tags,
    params: resourceParamsSchema,
    query,
    response: boResourcesSchema,
    errors: listErrors,
  }),
  'siteLinks.socialLinks': defineContract({
    ...e['siteLinks.socialLinks'],
    summary: "The brand's social pages, in footer order",
    auth,
    tags,
    query,
    response: boSocialLinksSchema,
    errors: listErrors,
  }),
  'siteLinks.createSocialLink': defineContract({
    ...e['siteLinks.createSocialLink'],
    summary: 'Adds a social page at the end of the footer',
    auth,
    tags,
    body: socialLinkCreateSchema,
    response: boSocialLinksSchema,
    errors: createErrors,
  }),
  'siteLinks.updateSocialLink': defineContract({
    ...e['siteLinks.updateSocialLink'],
    summary: "Changes a social page's address",
    auth,
    tags,
    params: socialLinkParamsSchema,
    query,
    body: socialLinkUpdateSchema,
    response: boSocialLinksSchema,
    errors: listErrors,
  }),
  'siteLinks.deleteSocialLink': defineContract({
    ...e['siteLinks.deleteSocialLink'],
    summary: 'Removes a social page',
    auth,
    tags,
    params: socialLinkParamsSchema,
    query,
    response: boSocialLinksSchema,
    errors: listErrors,
  }),
  'siteLinks.customerService': defineContract({
    ...e['siteLinks.customerService'],
    summary: "The brand's customer-service desks (live chat, VIP host)",
    auth,
    tags,
    query,
    response: boCustomerServiceSchema,
    errors: listErrors,
  }),
  'siteLinks.createCustomerService': defineContract({
    ...e['siteLinks.createCustomerService'],
    summary: 'Adds a customer-service desk',
    auth,
    tags,
    body: customerServiceCreateSchema,
    response: boCustomerServiceSchema,
    errors: createErrors,
  }),
  'siteLinks.updateCustomerService': defineContract({
    ...e['siteLinks.updateCustomerService'],
    summary: "Changes a customer-service desk's address or title",
    auth,
    tags,
    params: customerServiceParamsSchema,
    query,
    body: customerServiceUpdateSchema,
    response: boCustomerServiceSchema,
    errors: listErrors,
  }),
  'siteLinks.deleteCustomerService': defineContract({
    ...e['siteLinks.deleteCustomerService'],
    summary: 'Removes a customer-service desk',
    auth,
    tags,
    params: customerServiceParamsSchema,
    query,
    response: boCustomerServiceSchema,
    errors: listErrors,
  }),
} as const;
