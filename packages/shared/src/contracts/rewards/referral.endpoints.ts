import { endpointTable } from '../endpoint.ts';

/**
 * Referral (§1 referral/invite, §2 member centre referral) and VIP levels (§2 rewardCenter,
 * playerRank). §7 shows no paths for them, so they live under /wps in the style of the member calls.
 */
export const referralEndpoints = endpointTable({
  'referral.status': 'GET /wps/referral/status',
  'referral.info': 'GET /wps/referral/info',
  'referral.invitees': 'GET /wps/referral/invitees',
  'referral.boRule': 'GET /bo/api/referral/rule',
  'referral.boSaveRule': 'PUT /bo/api/referral/rule',
  'vip.progress': 'GET /wps/vip/progress',
  'vip.boRules': 'GET /bo/api/vip/rules',
  'vip.boSaveRules': 'PUT /bo/api/vip/rules',
});
