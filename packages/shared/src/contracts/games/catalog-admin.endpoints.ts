import { endpointTable } from '../endpoint.ts';

/** /bo/api/catalog: a brand's curation of the game catalog. */
export const catalogAdminEndpoints = endpointTable({
  'catalogAdmin.list': 'GET /bo/api/catalog/games',
  'catalogAdmin.exportCsv': 'GET /bo/api/catalog/games.csv',
  'catalogAdmin.update': 'PUT /bo/api/catalog/games/:gameId',
});
