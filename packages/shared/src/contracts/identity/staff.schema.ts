import { z } from 'zod';
import { KYC_STATUSES } from '../../kyc-constants.ts';
import { int, textOrNull } from '../fields.ts';
import { STAFF_PERMISSIONS } from '../staff-permissions.ts';

/**
 * A right password's answer: no session yet, but a one-time challenge (five minutes) for the
 * second step: a TOTP code, or, for an operator without an authenticator yet, its enrolment.
 */
export const staffLoginResultSchema = z.object({ next: z.enum(['totp', 'enrol']), challenge: z.string() });

/** A back-office session: the staff bearer token and the roles it carries. */
export const staffSessionResultSchema = z.object({ token: z.string(), roles: z.array(z.string()) });

const challenge = z.string().trim().min(1).max(128);
/** Six digits, as an authenticator app shows them (spaces allowed). */
const totpCode = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Six digits'));

export const staffChallengeBodySchema = z.object({ challenge });
/** The new secret for the authenticator app, and its otpauth:// address for the QR code. */
export const staffEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export const staffEnrolmentConfirmSchema = z.object({ challenge, code: totpCode });
/** The session, and ten one-time recovery codes shown this once. */
export const staffEnrolledSchema = staffSessionResultSchema.extend({
  recoveryCodes: z.array(z.string()).length(10),
});
/** The second step: a code of the authenticator app, or one of the recovery codes. */
export const staffTotpBodySchema = z.union([
  z.object({ challenge, code: totpCode }),
  z.object({ challenge, recoveryCode: z.string().trim().min(10).max(32) }),
]);

/** A brand an operator may work on, as the console's brand switch lists it. */
export const staffBrandSchema = z.object({ id: int, code: z.string(), name: z.string() });

/** The signed-in staff member; `merchantId` is the brand the session works on now, null every brand. */
export const staffMeSchema = z.object({
  staffId: z.string(),
  username: z.string(),
  roles: z.array(z.string()),
  /** What the roles hold together: the console shows only what these allow. */
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  merchantId: z.number().int().nullable(),
  /** A platform operator works on every brand and may also work on none in particular. */
  allBrands: z.boolean(),
  /** The brands the operator may switch to. */
  brands: z.array(staffBrandSchema),
});

export const auditQuerySchema = z.object({
  targetType: z.string().max(32).optional(),
  targetId: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** One staff action of the append-only audit log; `before` and `after` are what the action wrote. */
export const auditEntrySchema = z.object({
  id: z.string(),
  staffId: textOrNull,
  action: z.string(),
  targetType: z.string(),
  targetId: textOrNull,
  before: z.unknown(),
  after: z.unknown(),
  ip: textOrNull,
  /** ISO 8601. */
  at: z.string(),
});

export const kycQueueQuerySchema = z.object({
  status: z.enum(KYC_STATUSES).default('P'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** One member's verification as a reviewer sees it; image ids open with the review image call. */
export const kycQueueItemSchema = z.object({
  memberId: z.string(),
  merchantId: int,
  username: z.string(),
  status: z.enum(KYC_STATUSES),
  idType: z.number().int().nullable(),
  /** The personal info as the member sent it (§3 KYC personal info). */
  personal: z.record(z.string(), z.unknown()).nullable(),
  images: z.object({
    front: textOrNull,
    back: textOrNull,
    selfie: textOrNull,
  }),
  /** ISO 8601. */
  submittedAt: textOrNull,
  reviewedAt: textOrNull,
  note: textOrNull,
});

export const kycMemberParamsSchema = z.object({ memberId: z.string().regex(/^\d{1,18}$/) });
export const kycApproveBodySchema = z.object({ note: z.string().trim().max(500).optional() }).optional();
/** A rejection tells the member what to fix. */
export const kycRejectBodySchema = z.object({
  note: z.string().trim().min(1, 'Input cannot be empty').max(500),
});
export const kycDecisionSchema = z.object({ memberId: z.string(), status: z.enum(KYC_STATUSES) });

export const sandboxCaptchaQuerySchema = z.object({ captchaId: z.string().uuid() });
export const sandboxCaptchaSchema = z.object({ answer: z.string() });

/** With a dialing code the number is national; without one it already carries the code. */
export const sandboxSmsQuerySchema = z.object({
  mobileNo: z
    .string()
    .trim()
    .regex(/^\+?\d{6,19}$/),
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/)
    .optional(),
});
/** A message the sandbox gateway would have sent; `sentAt` is ISO 8601. */
export const sandboxSmsSchema = z.object({
  id: z.string(),
  phone: z.string(),
  body: z.string(),
  sentAt: z.string(),
});

/** The sandbox mail outbox of one address (any letter case). */
export const sandboxMailQuerySchema = z.object({ to: z.string().trim().max(254).email() });
/** A mail the sandbox mail service took instead of sending it; `sentAt` is ISO 8601. */
export const sandboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
});

/** Account states a staff member can set: locked stops sign-in and ends every session at once. */
export const MEMBER_STATUSES = ['active', 'locked', 'closed'] as const;
export const memberStatusBodySchema = z.object({
  status: z.enum(MEMBER_STATUSES),
  reason: z.string().trim().min(1, 'Input cannot be empty').max(200),
});
export const memberStatusResultSchema = z.object({
  memberId: z.string(),
  status: z.enum(MEMBER_STATUSES),
  previous: z.enum(MEMBER_STATUSES),
});
