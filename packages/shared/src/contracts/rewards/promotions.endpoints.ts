import { endpoint } from '../endpoint.ts';

export const promotionsEndpoints = {
  'promotions.list': endpoint(['GET'], '/wps/promotions'),
  'promotions.detail': endpoint(['GET'], '/wps/promotions/:id'),
  'promotions.staffList': endpoint(['GET'], '/bo/api/promotions'),
  'promotions.create': endpoint(['POST'], '/bo/api/promotions'),
  'promotions.update': endpoint(['PUT'], '/bo/api/promotions/:id'),
  'promotions.delete': endpoint(['DELETE'], '/bo/api/promotions/:id'),
} as const;
