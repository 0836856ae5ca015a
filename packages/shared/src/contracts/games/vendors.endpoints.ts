import { endpointTable } from '../endpoint.ts';

/** /bo/api/vendors: merchants' connections to game vendors' wallet protocols. */
export const vendorsEndpoints = endpointTable({
  'vendors.credentials': 'GET /bo/api/vendors/:vendor/credentials',
  'vendors.setCredentials': 'PUT /bo/api/vendors/:vendor/credentials',
  'vendors.importGames': 'POST /bo/api/vendors/:vendor/import-games',
  'vendors.testConnection': 'POST /bo/api/vendors/:vendor/test-connection',
});
