import { endpointTable } from '../endpoint.ts';

export const promotionsEndpoints = endpointTable({
  'promotions.list': 'GET /wps/promotions',
  'promotions.detail': 'GET /wps/promotions/:id',
  'promotions.staffList': 'GET /bo/api/promotions',
  'promotions.create': 'POST /bo/api/promotions',
  'promotions.update': 'PUT /bo/api/promotions/:id',
  'promotions.delete': 'DELETE /bo/api/promotions/:id',
});
