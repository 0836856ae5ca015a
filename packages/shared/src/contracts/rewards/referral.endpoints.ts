import { endpoint } from '../endpoint.ts';

/**
 * Referral (§1 referral/invite, §2 member centre referral) and VIP levels (§2 rewardCenter,
 * playerRank). §7 shows no paths for them, so they live under /wps in the style of the member calls.
 */
export const referralEndpoints = {
  'referral.status': endpoint(['GET'], '/wps/referral/status'),
  'referral.info': endpoint(['GET'], '/wps/referral/info'),
  'referral.invitees': endpoint(['GET'], '/wps/referral/invitees'),
  'referral.boRule': endpoint(['GET'], '/bo/api/referral/rule'),
  'referral.boSaveRule': endpoint(['PUT'], '/bo/api/referral/rule'),
  'vip.progress': endpoint(['GET'], '/wps/vip/progress'),
  'vip.boRules': endpoint(['GET'], '/bo/api/vip/rules'),
  'vip.boSaveRules': endpoint(['PUT'], '/bo/api/vip/rules'),
} as const;
