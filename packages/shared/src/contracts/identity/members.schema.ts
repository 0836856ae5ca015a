import { z } from 'zod';
import { KYC_STATUSES } from '../../kyc-constants.ts';
import { loginResultSchema } from '../../member.schema.ts';
import { UPLOADED_IMAGE_TYPES } from '../../pictures.ts';
import { fileAnswer } from '../contract.ts';

/** §7 free play: the web names its OS and platform (W); the server needs neither. */
export const freeplayPayloadSchema = z
  .object({ os: z.string().max(64).optional(), platform: z.string().max(8).optional() })
  .optional();

/** The member's chosen avatar, one of the built-in pictures the web serves. */
export const avatarChoiceSchema = z.object({ avatarId: z.number().int(), url: z.string() });
export type AvatarChoice = z.infer<typeof avatarChoiceSchema>;

/** A relay call that takes no input of its own (extra fields are ignored). */
export const noRelayInputSchema = z.object({}).passthrough();

/**
 * §3 registration answer: the new member's session like a login's, or (sent with `login: false`)
 * only the account name.
 */
export const registerResultSchema = z.union([loginResultSchema, z.object({ userName: z.string() })]);
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** §7 affiliate check: the code, and the brand whose code it is (its domain, else the caller's). */
export const affiliateQuerySchema = z.object({
  code: z.string().trim().min(1, 'Input cannot be empty').max(32),
  domain: z.string().trim().max(255).optional(),
});
/** Answered only for a valid code; an unknown one fails with INVITATION_CODE_INVALID. */
export const affiliateResultSchema = z.object({ valid: z.boolean(), code: z.string() });

/** `t` is the web's cache-buster. */
export const captchaQuerySchema = z.object({ t: z.string().max(32).optional() }).passthrough();
export const captchaSchema = z.object({
  /** Sent back with the typed text so the server knows which image was answered. */
  captchaId: z.string(),
  /** The image as a data URL. */
  image: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** Where a member's identity verification stands after a submission. */
export const kycProgressSchema = z.object({
  status: z.enum(KYC_STATUSES),
  hasImages: z.boolean(),
  hasPersonalInfo: z.boolean(),
});
export type KycProgress = z.infer<typeof kycProgressSchema>;

/** After an ID upload: the progress and the ids of the stored images (the back may be the front). */
export const kycUploadResultSchema = kycProgressSchema.extend({
  images: z.object({ front: z.string(), back: z.string(), selfie: z.string() }),
});

export const kycImageParamsSchema = z.object({ imageId: z.string().uuid() });

/** The media types an ID image is stored and answered in (decided by its bytes on upload). */
export const KYC_IMAGE_TYPES = UPLOADED_IMAGE_TYPES;

/** An ID image download's answer: the stored bytes, PNG or JPEG. */
export const kycImageAnswer = fileAnswer(KYC_IMAGE_TYPES, 'The image bytes');
