import { z } from 'zod';
import { staffLoginSchema } from '../../member.schema.ts';
import { contractsOf, publicCall, staffCall } from '../calls.ts';
import { membersEndpoints as e } from './members.endpoints.ts';
import { kycImageAnswer, kycImageParamsSchema } from './members.schema.ts';
import {
  auditEntrySchema,
  auditQuerySchema,
  kycApproveBodySchema,
  kycDecisionSchema,
  kycMemberParamsSchema,
  kycQueueItemSchema,
  kycQueueQuerySchema,
  kycRejectBodySchema,
  memberStatusBodySchema,
  memberStatusResultSchema,
  sandboxCaptchaQuerySchema,
  sandboxCaptchaSchema,
  sandboxMailQuerySchema,
  sandboxMailSchema,
  sandboxSmsQuerySchema,
  sandboxSmsSchema,
  staffLoginResultSchema,
  staffMeSchema,
} from './staff.schema.ts';

const callTags = { public: ['back office'], staff: ['back office'] } as const;

/**
 * Back-office calls of the members module: the staff session, the audit log, KYC review, and the
 * sandbox readers (served outside production only) that let journeys read a captcha or an SMS.
 */
export const membersStaffContracts = contractsOf(e, callTags, {
  'members.staffLogin': publicCall(
    "A staff sign-in's first step: a right password earns a one-time challenge for the second",
    {
      body: staffLoginSchema,
      response: staffLoginResultSchema,
      errors: ['STAFF_LOGIN_FAILED', 'ACCOUNT_LOCKED'],
    },
  ),
  'members.staffLogout': staffCall("Ends the staff member's session", {
    permission: 'session',
    response: z.null(),
  }),
  'members.staffMe': staffCall('The signed-in staff member, their roles and brand', {
    permission: 'session',
    response: staffMeSchema,
  }),
  'members.audit': staffCall('Staff actions from the audit log, newest first (admin)', {
    permission: 'audit.read',
    query: auditQuerySchema,
    response: z.array(auditEntrySchema),
  }),
  'members.kycQueue': staffCall(
    'Identity verifications in one status, oldest submission first (risk, admin)',
    { permission: 'kyc.read', query: kycQueueQuerySchema, response: z.array(kycQueueItemSchema) },
  ),
  'members.kycReviewImage': staffCall(
    "A member's ID image, for a reviewer of its brand; every view is audit-logged (risk, admin)",
    { permission: 'kyc.read', params: kycImageParamsSchema, ...kycImageAnswer, errors: ['NOT_FOUND'] },
  ),
  'members.kycApprove': staffCall("Approves a member's pending verification (risk, admin)", {
    permission: 'kyc.decide',
    params: kycMemberParamsSchema,
    body: kycApproveBodySchema,
    response: kycDecisionSchema,
    errors: ['NOT_FOUND', 'KYC_NOT_PENDING'],
  }),
  'members.kycReject': staffCall(
    "Rejects a member's pending verification with a note of what to fix (risk, admin)",
    {
      permission: 'kyc.decide',
      params: kycMemberParamsSchema,
      body: kycRejectBodySchema,
      response: kycDecisionSchema,
      errors: ['NOT_FOUND', 'KYC_NOT_PENDING'],
    },
  ),
  'members.staffSetStatus': staffCall(
    "Locks, closes or reopens a member's account; every session of theirs ends (risk, admin)",
    {
      permission: 'members.status',
      params: kycMemberParamsSchema,
      body: memberStatusBodySchema,
      response: memberStatusResultSchema,
      errors: ['NOT_FOUND'],
    },
  ),
  'members.sandboxCaptcha': staffCall("A captcha's answer, for automated journeys (sandbox only)", {
    permission: 'sandbox.read',
    query: sandboxCaptchaQuerySchema,
    response: sandboxCaptchaSchema,
    errors: ['NOT_FOUND'],
  }),
  'members.sandboxSms': staffCall(
    'The newest messages the sandbox SMS gateway took for a phone (sandbox only)',
    { permission: 'sandbox.read', query: sandboxSmsQuerySchema, response: z.array(sandboxSmsSchema) },
  ),
  'members.sandboxMail': staffCall(
    "The newest mails the sandbox mail service took for an address, password reset links included; a brand's staff see their brand's only (sandbox only)",
    { permission: 'sandbox.read', query: sandboxMailQuerySchema, response: z.array(sandboxMailSchema) },
  ),
});
