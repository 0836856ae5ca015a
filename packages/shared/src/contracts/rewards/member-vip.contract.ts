import { defineContract } from '../contract.ts';
import { kycMemberParamsSchema } from '../identity/staff.schema.ts';
import { memberVipEndpoints as e } from './member-vip.endpoints.ts';
import { memberVipLevelBodySchema, memberVipLevelResultSchema } from './member-vip.schema.ts';

/** Back office: setting a member's VIP level by hand (the upgrade engine sets it otherwise). */
export const memberVipContracts = {
  'members.staffSetVipLevel': defineContract({
    ...e['members.staffSetVipLevel'],
    summary: "Sets a member's VIP level, 1 to 10; their club label and service channel follow (risk, admin)",
    auth: 'staff',
    tags: ['back office'],
    params: kycMemberParamsSchema,
    body: memberVipLevelBodySchema,
    response: memberVipLevelResultSchema,
    errors: ['NOT_FOUND'],
  }),
} as const;
