import { endpoint } from '../endpoint.ts';

/** /bo/api/vendors: merchants' connections to game vendors' wallet protocols. */
export const vendorsEndpoints = {
  'vendors.credentials': endpoint(['GET'], '/bo/api/vendors/:vendor/credentials'),
  'vendors.setCredentials': endpoint(['PUT'], '/bo/api/vendors/:vendor/credentials'),
  'vendors.importGames': endpoint(['POST'], '/bo/api/vendors/:vendor/import-games'),
} as const;
