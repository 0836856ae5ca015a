import { endpoint } from '../endpoint.ts';

export const helpEndpoints = {
  'help.boList': endpoint(['GET'], '/bo/api/help'),
  'help.boCreate': endpoint(['POST'], '/bo/api/help'),
  'help.boUpdate': endpoint(['PUT'], '/bo/api/help/:id'),
  'help.boDelete': endpoint(['DELETE'], '/bo/api/help/:id'),
} as const;
