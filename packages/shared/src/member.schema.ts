import { z } from 'zod';

/** §3 Login payload (username mode; SMS mode arrives with the SMS provider). */
export const loginPayloadSchema = z.object({
  username: z.string().trim().min(1, 'Input cannot be empty').max(64),
  password: z.string().min(1, 'Input cannot be empty').max(128),
  type: z.literal('username').default('username'),
  captcha: z.string().max(16).optional(),
  merchantCode: z.string().max(64).optional(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** §3 Login user info, as the server answers a login. */
export const loginResultSchema = z.object({
  token: z.string(),
  userName: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** §3 Member info. */
export const memberInfoSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  account: z.string(),
  /** §6 agent type: 0 member, 1/2/41/42 agents, 4 demo. */
  type: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: z.object({
    labelName: z.string(),
    color: z.string(),
    color2: z.string(),
    rankLevel: z.number().int(),
  }),
  memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
