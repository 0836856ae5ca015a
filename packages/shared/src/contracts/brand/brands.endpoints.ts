import { endpointTable } from '../endpoint.ts';

/** Back office: setting brands up and changing them (decision 0024). */
export const brandsEndpoints = endpointTable({
  'brands.list': 'GET /bo/api/brands',
  'brands.get': 'GET /bo/api/brands/:merchantCode',
  'brands.create': 'POST /bo/api/brands',
  'brands.update': 'PUT /bo/api/brands/:merchantCode',
});
