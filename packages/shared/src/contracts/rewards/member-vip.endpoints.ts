import { endpointTable } from '../endpoint.ts';

/** Back office: a member's VIP level. */
export const memberVipEndpoints = endpointTable({
  'members.staffSetVipLevel': 'POST /bo/api/members/:memberId/vip-level',
});
