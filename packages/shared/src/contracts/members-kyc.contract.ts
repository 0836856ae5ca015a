import { idUploadSchema, kycPersonalInfoSchema, securityConfigSchema } from '../member.schema.ts';
import { defineContract } from './contract.ts';
import { endpoint } from './endpoint.ts';
import { membersEndpoints as e } from './members.endpoints.ts';
import { KYC_PERSONAL_ERROR_CODES, KYC_UPLOAD_ERROR_CODES } from './members.errors.ts';
import {
  kycImageParamsSchema,
  kycImageSchema,
  kycProgressSchema,
  kycUploadResultSchema,
} from './schemas/members.schema.ts';

const tags = ['kyc'] as const;

/** §3 identity verification, member side: where it stands, the ID images and the personal info. */
export const membersKycContracts = {
  'members.securityConfig': defineContract({
    ...e['members.securityConfig'],
    summary: "Whether the brand verifies identity and where the member's verification stands",
    auth: 'member',
    tags,
    response: securityConfigSchema,
    errors: [],
  }),
  'members.uploadIdImages': defineContract({
    ...e['members.uploadIdImages'],
    summary: 'Stores the ID images (front, back, selfie) and puts the verification up for review',
    auth: 'member',
    tags,
    body: idUploadSchema,
    response: kycUploadResultSchema,
    errors: KYC_UPLOAD_ERROR_CODES,
  }),
  'members.setPersonalInfo': defineContract({
    ...e['members.setPersonalInfo'],
    summary: "Records the member's personal info for the verification",
    auth: 'member',
    tags,
    query: kycPersonalInfoSchema,
    body: kycPersonalInfoSchema,
    response: kycProgressSchema,
    errors: KYC_PERSONAL_ERROR_CODES,
  }),
} as const;

/**
 * ID image downloads answer the image's bytes, not an envelope (failures do answer the failure
 * envelope), so they stay out of the registry, whose calls all answer an envelope. The server
 * registers them from these contracts all the same: summary, security, input and error codes.
 */
export const membersImageContracts = {
  'members.kycImage': defineContract({
    ...endpoint(['GET'], '/wps/member/kyc/images/:imageId'),
    summary: "One of the member's own ID images",
    auth: 'member',
    tags,
    params: kycImageParamsSchema,
    response: kycImageSchema,
    errors: ['NOT_FOUND'],
  }),
  'members.kycReviewImage': defineContract({
    ...endpoint(['GET'], '/bo/api/kyc/images/:imageId'),
    summary: "A member's ID image, for a reviewer of its brand; every view is audit-logged (risk, admin)",
    auth: 'staff',
    tags: ['back office'],
    params: kycImageParamsSchema,
    response: kycImageSchema,
    errors: ['NOT_FOUND'],
  }),
} as const;
