import { z } from 'zod';
import { vipLevelSchema } from '../fields.ts';

export const memberVipLevelBodySchema = z.object({
  level: vipLevelSchema,
  reason: z.string().trim().max(200).optional(),
});

export const memberVipLevelResultSchema = z.object({
  memberId: z.string(),
  level: vipLevelSchema,
  previous: vipLevelSchema,
});
