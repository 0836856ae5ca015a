import { endpointTable } from '../endpoint.ts';

/** /bo/api/site: a brand's app downloads, social pages and customer-service desks. */
export const siteLinksEndpoints = endpointTable({
  'siteLinks.resources': 'GET /bo/api/site/resources',
  'siteLinks.createResource': 'POST /bo/api/site/resources',
  'siteLinks.updateResource': 'PUT /bo/api/site/resources/:type',
  'siteLinks.deleteResource': 'DELETE /bo/api/site/resources/:type',
  'siteLinks.socialLinks': 'GET /bo/api/site/social-links',
  'siteLinks.createSocialLink': 'POST /bo/api/site/social-links',
  'siteLinks.updateSocialLink': 'PUT /bo/api/site/social-links/:type',
  'siteLinks.deleteSocialLink': 'DELETE /bo/api/site/social-links/:type',
  'siteLinks.customerService': 'GET /bo/api/site/customer-service',
  'siteLinks.createCustomerService': 'POST /bo/api/site/customer-service',
  'siteLinks.updateCustomerService': 'PUT /bo/api/site/customer-service/:type',
  'siteLinks.deleteCustomerService': 'DELETE /bo/api/site/customer-service/:type',
});
