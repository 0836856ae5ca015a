import { endpoint } from '../endpoint.ts';

/** The bonus engine: joining a promotion's bonus, the bonusDetails list, the raffle claim (§7) and rules. */
export const bonusEndpoints = {
  'bonus.offer': endpoint(['GET'], '/wps/bonus/offer/:promotionId'),
  'bonus.join': endpoint(['POST'], '/wps/bonus/join'),
  'bonus.details': endpoint(['GET', 'POST'], '/wps/bonus/details'),
  'bonus.claimRaffle': endpoint(['POST'], '/wps/relay/MCS2_claimRafflePromotion'),
  'bonus.boRules': endpoint(['GET'], '/bo/api/bonus/rules'),
  'bonus.boCreateRule': endpoint(['POST'], '/bo/api/bonus/rules'),
  'bonus.boUpdateRule': endpoint(['PUT'], '/bo/api/bonus/rules/:id'),
  'bonus.boDeleteRule': endpoint(['DELETE'], '/bo/api/bonus/rules/:id'),
} as const;
