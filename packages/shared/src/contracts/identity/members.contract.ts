import { z } from 'zod';
import {
  avatarSchema,
  changePasswordSchema,
  forgotByEmailSchema,
  loginPayloadSchema,
  loginResultSchema,
  memberInfoSchema,
  resetByPhoneSchema,
  resetByTokenSchema,
  setAvatarSchema,
  setLanguageSchema,
  smsRequestSchema,
  smsResultSchema,
} from '../../member.schema.ts';
import { registerPayloadSchema } from '../../registration.ts';
import { defineContract } from '../contract.ts';
import { membersEndpoints as e } from './members.endpoints.ts';
import {
  LOGIN_ERROR_CODES,
  NEW_PASSWORD_ERROR_CODES,
  REGISTER_ERROR_CODES,
  SMS_CODE_ERROR_CODES,
  SMS_SEND_ERROR_CODES,
} from './members.errors.ts';
import {
  affiliateQuerySchema,
  affiliateResultSchema,
  avatarChoiceSchema,
  captchaQuerySchema,
  captchaSchema,
  freeplayPayloadSchema,
  noRelayInputSchema,
  registerResultSchema,
} from './members.schema.ts';
import { membersKycContracts } from './members-kyc.contract.ts';
import { membersStaffContracts } from './members-staff.contract.ts';

export * from './members.errors.ts';

const tags = ['member'] as const;

const registerContract = (
  endpoint: (typeof e)['members.register' | 'members.registerMobile'],
  summary: string,
) =>
  defineContract({
    ...endpoint,
    summary,
    auth: 'public',
    tags,
    body: registerPayloadSchema,
    response: registerResultSchema,
    errors: REGISTER_ERROR_CODES,
  });

/** §3–§7 member calls: sessions, the member's account, registration, passwords, captcha and SMS. */
export const membersContracts = {
  'members.login': defineContract({
    ...e['members.login'],
    summary: 'Logs a member in by username and password, or by mobile number and SMS code',
    auth: 'public',
    tags,
    body: loginPayloadSchema,
    response: loginResultSchema,
    errors: LOGIN_ERROR_CODES,
  }),
  'members.freeplay': defineContract({
    ...e['members.freeplay'],
    summary: 'Opens a trial session on a fresh throw-away account, when the brand offers free play',
    auth: 'public',
    tags,
    body: freeplayPayloadSchema,
    response: loginResultSchema,
    errors: ['MODULE_DISABLED'],
  }),
  'members.logout': defineContract({
    ...e['members.logout'],
    summary: "Ends the caller's session",
    auth: 'member',
    tags,
    response: z.null(),
    errors: [],
  }),
  'members.info': defineContract({
    ...e['members.info'],
    summary: "The signed-in member's name, type and labels",
    auth: 'member',
    tags,
    response: memberInfoSchema,
    errors: [],
  }),
  'members.avatar': defineContract({
    ...e['members.avatar'],
    summary: "The member's chosen avatar (trial accounts have none)",
    auth: 'member',
    tags,
    response: avatarChoiceSchema,
    errors: [],
  }),
  'members.setAvatar': defineContract({
    ...e['members.setAvatar'],
    summary: 'Chooses one of the built-in avatars',
    auth: 'member',
    tags,
    body: setAvatarSchema,
    response: avatarChoiceSchema,
    errors: ['AVATAR_UNKNOWN'],
  }),
  'members.setLanguage': defineContract({
    ...e['members.setLanguage'],
    summary:
      'Stores the site language the member switched to (§4 Language change: updates the server language)',
    auth: 'member',
    tags,
    body: setLanguageSchema,
    response: setLanguageSchema,
    errors: [],
  }),
  'members.avatarList': defineContract({
    ...e['members.avatarList'],
    summary: 'The built-in avatars a member can choose',
    auth: 'member',
    tags,
    query: noRelayInputSchema,
    body: noRelayInputSchema,
    response: z.array(avatarSchema),
    errors: [],
  }),
  'members.register': registerContract(e['members.register'], 'Registers a member by username'),
  'members.registerMobile': registerContract(
    e['members.registerMobile'],
    'Registers a member by mobile number',
  ),
  'members.affiliate': defineContract({
    ...e['members.affiliate'],
    summary: "Checks an affiliate (invitation) code on the domain's brand",
    auth: 'public',
    tags,
    query: affiliateQuerySchema,
    response: affiliateResultSchema,
    errors: ['INVITATION_CODE_INVALID'],
  }),
  'members.captcha': defineContract({
    ...e['members.captcha'],
    summary: 'A new captcha image for this client, at most one a second',
    auth: 'public',
    tags,
    query: captchaQuerySchema,
    response: captchaSchema,
    errors: ['CAPTCHA_TOO_FAST'],
  }),
  'members.smsNoLogin': defineContract({
    ...e['members.smsNoLogin'],
    summary: "Sends an SMS code for login or a phone password reset (only members' numbers get one)",
    auth: 'public',
    tags,
    body: smsRequestSchema,
    response: smsResultSchema,
    errors: SMS_SEND_ERROR_CODES,
  }),
  'members.smsRegister': defineContract({
    ...e['members.smsRegister'],
    summary: 'Sends an SMS code to a number being registered',
    auth: 'public',
    tags,
    body: smsRequestSchema,
    response: smsResultSchema,
    errors: [...SMS_SEND_ERROR_CODES, 'MOBILE_TAKEN'],
  }),
  'members.changePassword': defineContract({
    ...e['members.changePassword'],
    summary: "Changes the member's password; their other sessions end",
    auth: 'member',
    tags,
    body: changePasswordSchema,
    response: z.null(),
    errors: [...NEW_PASSWORD_ERROR_CODES, 'OLD_PASSWORD_WRONG', 'PASSWORD_REUSED'],
  }),
  'members.forgotByEmail': defineContract({
    ...e['members.forgotByEmail'],
    summary: 'Mails a one-time reset link when the username and email match (form or JSON)',
    auth: 'public',
    tags,
    body: forgotByEmailSchema,
    response: z.null(),
    errors: ['USER_EMAIL_NOT_FOUND'],
  }),
  'members.resetByToken': defineContract({
    ...e['members.resetByToken'],
    summary: "Sets a new password with a reset link's token; every session of the member ends",
    auth: 'public',
    tags,
    body: resetByTokenSchema,
    response: z.null(),
    errors: [...NEW_PASSWORD_ERROR_CODES, 'RESET_LINK_INVALID'],
  }),
  'members.resetByPhone': defineContract({
    ...e['members.resetByPhone'],
    summary: 'Sets a new password with an SMS code and logs the member in',
    auth: 'public',
    tags,
    body: resetByPhoneSchema,
    response: loginResultSchema,
    errors: [...NEW_PASSWORD_ERROR_CODES, ...SMS_CODE_ERROR_CODES],
  }),
  ...membersKycContracts,
  ...membersStaffContracts,
} as const satisfies Record<keyof typeof e, unknown>;
