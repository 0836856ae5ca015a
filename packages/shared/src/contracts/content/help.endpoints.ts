import { endpointTable } from '../endpoint.ts';

export const helpEndpoints = endpointTable({
  'help.boList': 'GET /bo/api/help',
  'help.boCreate': 'POST /bo/api/help',
  'help.boUpdate': 'PUT /bo/api/help/:id',
  'help.boDelete': 'DELETE /bo/api/help/:id',
});
