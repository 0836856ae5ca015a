import { z } from 'zod';
import { staffLoginSchema } from '../../member.schema.ts';
import { defineContract } from '../contract.ts';
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

const tags = ['back office'] as const;

/**
 * Back-office calls of the members module: the staff session, the audit log, KYC review, and the
 * sandbox readers (served outside production only) that let journeys read a captcha or an SMS.
 */
export const membersStaffContracts = {
  'members.staffLogin': defineContract({
    ...e['members.staffLogin'],
    summary: 'Signs a staff member in to the back office',
    auth: 'public',
    tags,
    body: staffLoginSchema,
    response: staffLoginResultSchema,
    errors: ['STAFF_LOGIN_FAILED', 'ACCOUNT_LOCKED'],
  }),
  'members.staffLogout': defineContract({
    ...e['members.staffLogout'],
    summary: "Ends the staff member's session",
    auth: 'staff',
    tags,
    response: z.null(),
    errors: [],
  }),
  'members.staffMe': defineContract({
    ...e['members.staffMe'],
    summary: 'The signed-in staff member, their roles and brand',
    auth: 'staff',
    tags,
    response: staffMeSchema,
    errors: [],
  }),
  'members.audit': defineContract({
    ...e['members.audit'],
    summary: 'Staff actions from the audit log, newest first (admin)',
    auth: 'staff',
    tags,
    query: auditQuerySchema,
    response: z.array(auditEntrySchema),
    errors: [],
  }),
  'members.kycQueue': defineContract({
    ...e['members.kycQueue'],
    summary: 'Identity verifications in one status, oldest submission first (risk, admin)',
    auth: 'staff',
    tags,
    query: kycQueueQuerySchema,
    response: z.array(kycQueueItemSchema),
    errors: [],
  }),
  'members.kycReviewImage': defineContract({
    ...e['members.kycReviewImage'],
    summary: "A member's ID image, for a reviewer of its brand; every view is audit-logged (risk, admin)",
    auth: 'staff',
    tags,
    params: kycImageParamsSchema,
    ...kycImageAnswer,
    errors: ['NOT_FOUND'],
  }),
  'members.kycApprove': defineContract({
    ...e['members.kycApprove'],
    summary: "Approves a member's pending verification (risk, admin)",
    auth: 'staff',
    tags,
    params: kycMemberParamsSchema,
    body: kycApproveBodySchema,
    response: kycDecisionSchema,
    errors: ['NOT_FOUND', 'KYC_NOT_PENDING'],
  }),
  'members.kycReject': defineContract({
    ...e['members.kycReject'],
    summary: "Rejects a member's pending verification with a note of what to fix (risk, admin)",
    auth: 'staff',
    tags,
    params: kycMemberParamsSchema,
    body: kycRejectBodySchema,
    response: kycDecisionSchema,
    errors: ['NOT_FOUND', 'KYC_NOT_PENDING'],
  }),
  'members.staffSetStatus': defineContract({
    ...e['members.staffSetStatus'],
    summary: "Locks, closes or reopens a member's account; every session of theirs ends (risk, admin)",
    auth: 'staff',
    tags,
    params: kycMemberParamsSchema,
    body: memberStatusBodySchema,
    response: memberStatusResultSchema,
    errors: ['NOT_FOUND'],
  }),
  'members.sandboxCaptcha': defineContract({
    ...e['members.sandboxCaptcha'],
    summary: "A captcha's answer, for automated journeys (sandbox only)",
    auth: 'staff',
    tags,
    query: sandboxCaptchaQuerySchema,
    response: sandboxCaptchaSchema,
    errors: ['NOT_FOUND'],
  }),
  'members.sandboxSms': defineContract({
    ...e['members.sandboxSms'],
    summary: 'The newest messages the sandbox SMS gateway took for a phone (sandbox only)',
    auth: 'staff',
    tags,
    query: sandboxSmsQuerySchema,
    response: z.array(sandboxSmsSchema),
    errors: [],
  }),
  'members.sandboxMail': defineContract({
    ...e['members.sandboxMail'],
    summary:
      "The newest mails the sandbox mail service took for an address, password reset links included; a brand's staff see their brand's only (sandbox only)",
    auth: 'staff',
    tags,
    query: sandboxMailQuerySchema,
    response: z.array(sandboxMailSchema),
    errors: [],
  }),
} as const;
