import { endpointTable } from '../endpoint.ts';

/** Back office: promotions with their bonus rules and what members took of them (finance, admin). */
export const offersEndpoints = endpointTable({
  'offers.list': 'GET /bo/api/rewards/offers',
  'offers.csv': 'GET /bo/api/rewards/offers.csv',
  'offers.create': 'POST /bo/api/rewards/offers',
  'offers.update': 'PUT /bo/api/rewards/offers/:id',
  'offers.takers': 'GET /bo/api/rewards/offers/:id/takers',
  'offers.takersCsv': 'GET /bo/api/rewards/offers/takers.csv',
});
