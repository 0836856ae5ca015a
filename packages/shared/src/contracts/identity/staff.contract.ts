import { z } from 'zod';
import { contractsOf, publicCall, staffCall } from '../calls.ts';
import { staffEndpoints as e } from './staff.endpoints.ts';
import {
  staffChallengeBodySchema,
  staffEnrolledSchema,
  staffEnrolmentConfirmSchema,
  staffEnrolmentSchema,
  staffMeSchema,
  staffSessionResultSchema,
  staffTotpBodySchema,
} from './staff.schema.ts';
import {
  mySessionParamsSchema,
  staffAccountSchema,
  staffBrandsBodySchema,
  staffCreateBodySchema,
  staffListQuerySchema,
  staffParamsSchema,
  staffPasswordBodySchema,
  staffRolesBodySchema,
  staffSessionParamsSchema,
  staffSessionSchema,
  staffStatusBodySchema,
  switchBrandBodySchema,
} from './staff-admin.schema.ts';

const callTags = { public: ['back office'], staff: ['back office'] } as const;
const secondStep = [
  'STAFF_CHALLENGE_INVALID',
  'STAFF_CODE_INVALID',
  'STAFF_CODE_REPLAYED',
  'ACCOUNT_LOCKED',
] as const;
const account = { response: staffAccountSchema, errors: ['STAFF_NOT_FOUND'] } as const;

/**
 * The operator's own sessions and brand, and staff management: a brand's admin sees and changes
 * the staff of the brand they work on, a platform admin everyone. Every change is audit-logged.
 */
export const staffContracts = contractsOf(e, callTags, {
  'staff.enrolment': publicCall("Starts an operator's authenticator enrolment on their sign-in challenge", {
    body: staffChallengeBodySchema,
    response: staffEnrolmentSchema,
    errors: ['STAFF_CHALLENGE_INVALID'],
  }),
  'staff.enrolmentConfirm': publicCall(
    "Confirms the enrolment with the app's first code: the session and ten recovery codes",
    { body: staffEnrolmentConfirmSchema, response: staffEnrolledSchema, errors: secondStep },
  ),
  'staff.totp': publicCall("The sign-in's second step: a TOTP code or a recovery code opens the session", {
    body: staffTotpBodySchema,
    response: staffSessionResultSchema,
    errors: secondStep,
  }),
  'staff.mySessions': staffCall("The signed-in operator's live sessions, the current one marked", {
    permission: 'session',
    response: z.array(staffSessionSchema),
  }),
  'staff.revokeMySession': staffCall('Ends one of your own sessions', {
    permission: 'session',
    params: mySessionParamsSchema,
    response: z.null(),
    errors: ['NOT_FOUND'],
  }),
  'staff.switchBrand': staffCall('Switches the brand this session works on, to one of your own', {
    permission: 'session',
    body: switchBrandBodySchema,
    response: staffMeSchema,
    errors: ['STAFF_BRAND_NOT_ALLOWED'],
  }),
  'staff.list': staffCall('Staff accounts, filtered by username, role or status (admin)', {
    permission: 'staff.read',
    query: staffListQuerySchema,
    response: z.array(staffAccountSchema),
  }),
  'staff.create': staffCall('Adds an operator with an initial password, roles and brands (admin)', {
    permission: 'staff.manage',
    body: staffCreateBodySchema,
    response: staffAccountSchema,
    errors: ['STAFF_USERNAME_TAKEN', 'STAFF_BRAND_NOT_ALLOWED'],
  }),
  'staff.setStatus': staffCall('Disables or enables an operator; disabling ends their sessions (admin)', {
    permission: 'staff.manage',
    params: staffParamsSchema,
    body: staffStatusBodySchema,
    ...account,
    errors: ['STAFF_NOT_FOUND', 'STAFF_SELF_LOCKOUT'],
  }),
  'staff.resetPassword': staffCall("Sets an operator's new password; their sessions end (admin)", {
    permission: 'staff.manage',
    params: staffParamsSchema,
    body: staffPasswordBodySchema,
    ...account,
  }),
  'staff.setRoles': staffCall("Replaces an operator's roles (admin)", {
    permission: 'staff.manage',
    params: staffParamsSchema,
    body: staffRolesBodySchema,
    ...account,
    errors: ['STAFF_NOT_FOUND', 'STAFF_SELF_LOCKOUT'],
  }),
  'staff.setBrands': staffCall('Replaces the brands an operator works on (admin)', {
    permission: 'staff.manage',
    params: staffParamsSchema,
    body: staffBrandsBodySchema,
    ...account,
    errors: ['STAFF_NOT_FOUND', 'STAFF_BRAND_NOT_ALLOWED'],
  }),
  'staff.resetTotp': staffCall(
    "Forgets an operator's authenticator: they enrol again at their next sign-in; their sessions end (admin)",
    { permission: 'staff.manage', params: staffParamsSchema, ...account },
  ),
  'staff.sessions': staffCall("An operator's live sessions (admin)", {
    permission: 'staff.read',
    params: staffParamsSchema,
    response: z.array(staffSessionSchema),
    errors: ['STAFF_NOT_FOUND'],
  }),
  'staff.revokeSession': staffCall("Ends one of an operator's sessions (admin)", {
    permission: 'staff.manage',
    params: staffSessionParamsSchema,
    response: z.null(),
    errors: ['STAFF_NOT_FOUND', 'NOT_FOUND'],
  }),
});
