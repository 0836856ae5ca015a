import { endpoint } from '../endpoint.ts';

/** A third-party round's detail page at its vendor, from the member's betting record. */
export const roundDetailEndpoints = {
  'rounds.detailLink': endpoint(['POST'], '/wps/relay/roundDetailLink'),
} as const;
