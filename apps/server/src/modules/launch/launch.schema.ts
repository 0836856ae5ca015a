import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * §3 Launch request. The constant fields (accountType 1, confirmTrans 0, launchMode GLS, platform,
 * clientType 3) are accepted as sent; username and token in the body are ignored: the caller is
 * the member of the bearer token, never someone named in the payload.
 */
export const launchRequestSchema = z
  .object({
    gameId: id.optional(),
    roomId: id.optional(),
    nodeId: id.optional(),
    vassalage: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,32}$/)
      .optional(),
    gameType: z.string().max(16).optional(),
    accountType: z.coerce.number().int().optional(),
    confirmTrans: z.coerce.number().int().optional(),
    launchMode: z.string().max(16).optional(),
    platform: z.string().max(64).optional(),
    clientType: z.coerce.number().int().optional(),
    username: z.string().max(64).optional(),
    token: z.string().max(512).optional(),
    merchantCode: z.string().max(64).optional(),
    language: z
      .string()
      .regex(/^[A-Za-z]{2,8}$/)
      .optional(),
  })
  .refine((v) => v.gameId !== undefined || v.roomId !== undefined, {
    message: 'gameId or roomId is required',
    path: ['gameId'],
  });

export type LaunchRequest = z.output<typeof launchRequestSchema>;
