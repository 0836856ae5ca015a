import { contractsOf, staffCall } from '../calls.ts';
import { kycMemberParamsSchema } from '../identity/staff.schema.ts';
import { memberVipEndpoints as e } from './member-vip.endpoints.ts';
import { memberVipLevelBodySchema, memberVipLevelResultSchema } from './member-vip.schema.ts';

const callTags = { staff: ['back office'] } as const;

/** Back office: setting a member's VIP level by hand (the upgrade engine sets it otherwise). */
export const memberVipContracts = contractsOf(e, callTags, {
  'members.staffSetVipLevel': staffCall(
    "Sets a member's VIP level, 1 to 10; their club label and service channel follow (risk, admin)",
    {
      permission: 'members.vip',
      params: kycMemberParamsSchema,
      body: memberVipLevelBodySchema,
      response: memberVipLevelResultSchema,
      errors: ['NOT_FOUND'],
    },
  ),
});
