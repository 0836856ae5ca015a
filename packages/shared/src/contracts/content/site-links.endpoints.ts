import { endpoint } from '../endpoint.ts';

/** /bo/api/site: a brand's app downloads, social pages and customer-service desks. */
export const siteLinksEndpoints = {
  'siteLinks.resources': endpoint(['GET'], '/bo/api/site/resources'),
  'siteLinks.createResource': endpoint(['POST'], '/bo/api/site/resources'),
  'siteLinks.updateResource': endpoint(['PUT'], '/bo/api/site/resources/:type'),
  'siteLinks.deleteResource': endpoint(['DELETE'], '/bo/api/site/resources/:type'),
  'siteLinks.socialLinks': endpoint(['GET'], '/bo/api/site/social-links'),
  'siteLinks.createSocialLink': endpoint(['POST'], '/bo/api/site/social-links'),
  'siteLinks.updateSocialLink': endpoint(['PUT'], '/bo/api/site/social-links/:type'),
  'siteLinks.deleteSocialLink': endpoint(['DELETE'], '/bo/api/site/social-links/:type'),
  'siteLinks.customerService': endpoint(['GET'], '/bo/api/site/customer-service'),
  'siteLinks.createCustomerService': endpoint(['POST'], '/bo/api/site/customer-service'),
  'siteLinks.updateCustomerService': endpoint(['PUT'], '/bo/api/site/customer-service/:type'),
  'siteLinks.deleteCustomerService': endpoint(['DELETE'], '/bo/api/site/customer-service/:type'),
} as const;
