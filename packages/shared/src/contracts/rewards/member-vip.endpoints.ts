import { endpoint } from '../endpoint.ts';

/** Back office: a member's VIP level. */
export const memberVipEndpoints = {
  'members.staffSetVipLevel': endpoint(['POST'], '/bo/api/members/:memberId/vip-level'),
} as const;
