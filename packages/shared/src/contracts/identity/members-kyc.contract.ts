import { idUploadSchema, kycPersonalInfoSchema, securityConfigSchema } from '../../member.schema.ts';
import { defineContract } from '../contract.ts';
import { membersEndpoints as e } from './members.endpoints.ts';
import { KYC_PERSONAL_ERROR_CODES, KYC_UPLOAD_ERROR_CODES } from './members.errors.ts';
import {
  kycImageAnswer,
  kycImageParamsSchema,
  kycProgressSchema,
  kycUploadResultSchema,
} from './members.schema.ts';

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
  // ID images answer their bytes, not an envelope (a failure still answers the failure envelope).
  'members.kycImage': defineContract({
    ...e['members.kycImage'],
    summary: "One of the member's own ID images",
    auth: 'member',
    tags,
    params: kycImageParamsSchema,
    ...kycImageAnswer,
    errors: ['NOT_FOUND'],
  }),
} as const;
