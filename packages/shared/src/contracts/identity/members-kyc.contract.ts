import { idUploadSchema, kycPersonalInfoSchema, securityConfigSchema } from '../../member.schema.ts';
import { contractsOf, memberCall } from '../calls.ts';
import { membersEndpoints as e } from './members.endpoints.ts';
import { KYC_PERSONAL_ERROR_CODES, KYC_UPLOAD_ERROR_CODES } from './members.errors.ts';
import {
  kycImageAnswer,
  kycImageParamsSchema,
  kycProgressSchema,
  kycUploadResultSchema,
} from './members.schema.ts';

const callTags = { member: ['kyc'] } as const;

/** §3 identity verification, member side: where it stands, the ID images and the personal info. */
export const membersKycContracts = contractsOf(e, callTags, {
  'members.securityConfig': memberCall(
    "Whether the brand verifies identity and where the member's verification stands",
    { response: securityConfigSchema },
  ),
  'members.uploadIdImages': memberCall(
    'Stores the ID images (front, back, selfie) and puts the verification up for review',
    { body: idUploadSchema, response: kycUploadResultSchema, errors: KYC_UPLOAD_ERROR_CODES },
  ),
  'members.setPersonalInfo': memberCall("Records the member's personal info for the verification", {
    query: kycPersonalInfoSchema,
    body: kycPersonalInfoSchema,
    response: kycProgressSchema,
    errors: KYC_PERSONAL_ERROR_CODES,
  }),
  'members.kycImage': memberCall("One of the member's own ID images", {
    params: kycImageParamsSchema,
    ...kycImageAnswer,
    errors: ['NOT_FOUND'],
  }),
});
