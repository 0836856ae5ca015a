import { endpointTable } from '../endpoint.ts';

/** The bonus engine: joining a promotion's bonus, the bonusDetails list, the raffle claim (§7) and rules. */
export const bonusEndpoints = endpointTable({
  'bonus.offer': 'GET /wps/bonus/offer/:promotionId',
  'bonus.join': 'POST /wps/bonus/join',
  'bonus.details': 'GET POST /wps/bonus/details',
  'bonus.claimRaffle': 'POST /wps/relay/MCS2_claimRafflePromotion',
  'bonus.boRules': 'GET /bo/api/bonus/rules',
  'bonus.boCreateRule': 'POST /bo/api/bonus/rules',
  'bonus.boUpdateRule': 'PUT /bo/api/bonus/rules/:id',
  'bonus.boDeleteRule': 'DELETE /bo/api/bonus/rules/:id',
});
