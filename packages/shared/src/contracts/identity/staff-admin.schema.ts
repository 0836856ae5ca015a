import { z } from 'zod';
import { PATTERNS } from '../../patterns.ts';
import { digitsId, int, textOrNull } from '../fields.ts';
import { STAFF_ROLES } from '../staff-permissions.ts';

/** An operator's account: active, or disabled by an admin (no sign-in, every session ended). */
export const STAFF_STATUSES = ['active', 'disabled'] as const;

/** Staff passwords follow the site's strong rule: upper and lower case, a digit and a symbol. */
export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 64;
export const staffPasswordSchema = z
  .string()
  .min(STAFF_PASSWORD_MIN)
  .max(STAFF_PASSWORD_MAX)
  .regex(
    PATTERNS.PASSWORD_STRONG.regex,
    PATTERNS.PASSWORD_STRONG.message
      .replace('{min}', String(STAFF_PASSWORD_MIN))
      .replace('{max}', String(STAFF_PASSWORD_MAX)),
  );

const roles = z.array(z.enum(STAFF_ROLES)).max(STAFF_ROLES.length);
/** The brands an operator works on by merchant id; null: every brand (platform operators only). */
const brands = z.array(int.positive()).min(1).max(200).nullable();

export const staffParamsSchema = z.object({ staffId: digitsId });
export const staffSessionParamsSchema = z.object({ staffId: digitsId, sessionId: digitsId });
export const mySessionParamsSchema = z.object({ sessionId: digitsId });

export const staffListQuerySchema = z.object({
  /** Part of the username, any letter case. */
  username: z.string().trim().min(1).max(64).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** One operator as the staff list shows them. Times are ISO 8601. */
export const staffAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  roles: z.array(z.string()),
  status: z.enum(STAFF_STATUSES),
  brands: z.array(int).nullable(),
  /** Has an authenticator; false until the first sign-in enrols one (or after an admin's reset). */
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: textOrNull,
});

export const staffCreateBodySchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,64}$/, 'Letters, digits, dot, dash or underscore, 3 - 64 characters'),
  password: staffPasswordSchema,
  roles: roles.min(1),
  brands,
});

export const staffStatusBodySchema = z.object({
  status: z.enum(STAFF_STATUSES),
  reason: z.string().trim().min(1).max(200).optional(),
});
export const staffPasswordBodySchema = z.object({ password: staffPasswordSchema });
export const staffRolesBodySchema = z.object({ roles });
export const staffBrandsBodySchema = z.object({ brands });

/** A session of an operator; `current` marks the one the call came with. Times are ISO 8601. */
export const staffSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: textOrNull,
  userAgent: textOrNull,
  merchantId: int.nullable(),
  current: z.boolean(),
});

/** The brand a session works on now; null (every brand) only for platform operators. */
export const switchBrandBodySchema = z.object({ merchantId: int.positive().nullable() });
