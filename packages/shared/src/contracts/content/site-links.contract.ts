import { contractsOf, staffCall } from '../calls.ts';
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

const query = siteLinksQuerySchema;
const listErrors = ['MERCHANT_REQUIRED', 'NOT_FOUND'] as const;
const callTags = { staff: ['back office'] } as const;

/** CONFLICT: the brand already has one of this type; NOT_FOUND: it has none (or no such brand). */
const createErrors = [...listErrors, 'CONFLICT'] as const;

/**
 * /bo/api/site (role content): the brand's app downloads (§3 Resource), social pages and
 * customer-service desks, one of each type. The player site reads them from /wps/system/permission.
 */
export const siteLinksContracts = contractsOf(e, callTags, {
  'siteLinks.resources': staffCall("The brand's app downloads and affiliate link", {
    permission: 'content.read',
    query,
    response: boResourcesSchema,
    errors: listErrors,
  }),
  'siteLinks.createResource': staffCall(
    'Adds an app download (Android, MOBILECONFIG) or the affiliate link',
    {
      permission: 'content.write',
      body: resourceCreateSchema,
      response: boResourcesSchema,
      errors: createErrors,
    },
  ),
  'siteLinks.updateResource': staffCall("Changes a resource's file, QR target or label", {
    permission: 'content.write',
    params: resourceParamsSchema,
    query,
    body: resourceUpdateSchema,
    response: boResourcesSchema,
    errors: listErrors,
  }),
  'siteLinks.deleteResource': staffCall('Removes a resource', {
    permission: 'content.write',
    params: resourceParamsSchema,
    query,
    response: boResourcesSchema,
    errors: listErrors,
  }),
  'siteLinks.socialLinks': staffCall("The brand's social pages, in footer order", {
    permission: 'content.read',
    query,
    response: boSocialLinksSchema,
    errors: listErrors,
  }),
  'siteLinks.createSocialLink': staffCall('Adds a social page at the end of the footer', {
    permission: 'content.write',
    body: socialLinkCreateSchema,
    response: boSocialLinksSchema,
    errors: createErrors,
  }),
  'siteLinks.updateSocialLink': staffCall("Changes a social page's address", {
    permission: 'content.write',
    params: socialLinkParamsSchema,
    query,
    body: socialLinkUpdateSchema,
    response: boSocialLinksSchema,
    errors: listErrors,
  }),
  'siteLinks.deleteSocialLink': staffCall('Removes a social page', {
    permission: 'content.write',
    params: socialLinkParamsSchema,
    query,
    response: boSocialLinksSchema,
    errors: listErrors,
  }),
  'siteLinks.customerService': staffCall("The brand's customer-service desks (live chat, VIP host)", {
    permission: 'content.read',
    query,
    response: boCustomerServiceSchema,
    errors: listErrors,
  }),
  'siteLinks.createCustomerService': staffCall('Adds a customer-service desk', {
    permission: 'content.write',
    body: customerServiceCreateSchema,
    response: boCustomerServiceSchema,
    errors: createErrors,
  }),
  'siteLinks.updateCustomerService': staffCall("Changes a customer-service desk's address or title", {
    permission: 'content.write',
    params: customerServiceParamsSchema,
    query,
    body: customerServiceUpdateSchema,
    response: boCustomerServiceSchema,
    errors: listErrors,
  }),
  'siteLinks.deleteCustomerService': staffCall('Removes a customer-service desk', {
    permission: 'content.write',
    params: customerServiceParamsSchema,
    query,
    response: boCustomerServiceSchema,
    errors: listErrors,
  }),
});
