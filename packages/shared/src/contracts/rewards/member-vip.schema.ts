import { z } from 'zod';
import { VIP_LEVEL_MAX, VIP_LEVEL_MIN } from '../../vip-levels.ts';

export const vipLevelSchema = z
  .number()
  .int('VIP level must be a whole number')
  .min(VIP_LEVEL_MIN, `VIP level must be ${VIP_LEVEL_MIN} to ${VIP_LEVEL_MAX}`)
  .max(VIP_LEVEL_MAX, `VIP level must be ${VIP_LEVEL_MIN} to ${VIP_LEVEL_MAX}`);

export const memberVipLevelBodySchema = z.object({
  level: vipLevelSchema,
  reason: z.string().trim().max(200).optional(),
});

export const memberVipLevelResultSchema = z.object({
  memberId: z.string(),
  level: vipLevelSchema,
  previous: vipLevelSchema,
});
