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
import { contractsOf, memberCall, publicCall } from '../calls.ts';
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

const callTags = { public: tags, member: tags } as const;

/** §3–§7 member calls: sessions, the member's account, registration, passwords, captcha and SMS. */
export const membersContracts = {
  ...contractsOf(e, callTags, {
    'members.login': publicCall(
      'Logs a member in by username and password, or by mobile number and SMS code',
      { body: loginPayloadSchema, response: loginResultSchema, errors: LOGIN_ERROR_CODES },
    ),
    'members.freeplay': publicCall(
      'Opens a trial session on a fresh throw-away account, when the brand offers free play',
      { body: freeplayPayloadSchema, response: loginResultSchema, errors: ['MODULE_DISABLED'] },
    ),
    'members.logout': memberCall("Ends the caller's session", { response: z.null() }),
    'members.info': memberCall("The signed-in member's name, type and labels", {
      response: memberInfoSchema,
    }),
    'members.avatar': memberCall("The member's chosen avatar (trial accounts have none)", {
      response: avatarChoiceSchema,
    }),
    'members.setAvatar': memberCall('Chooses one of the built-in avatars', {
      body: setAvatarSchema,
      response: avatarChoiceSchema,
      errors: ['AVATAR_UNKNOWN'],
    }),
    'members.setLanguage': memberCall(
      'Stores the site language the member switched to (§4 Language change: updates the server language)',
      { body: setLanguageSchema, response: setLanguageSchema },
    ),
    'members.avatarList': memberCall('The built-in avatars a member can choose', {
      query: noRelayInputSchema,
      body: noRelayInputSchema,
      response: z.array(avatarSchema),
    }),
    'members.affiliate': publicCall("Checks an affiliate (invitation) code on the domain's brand", {
      query: affiliateQuerySchema,
      response: affiliateResultSchema,
      errors: ['INVITATION_CODE_INVALID'],
    }),
    'members.captcha': publicCall('A new captcha image for this client, at most one a second', {
      query: captchaQuerySchema,
      response: captchaSchema,
      errors: ['CAPTCHA_TOO_FAST'],
    }),
    'members.smsNoLogin': publicCall(
      "Sends an SMS code for login or a phone password reset (only members' numbers get one)",
      { body: smsRequestSchema, response: smsResultSchema, errors: SMS_SEND_ERROR_CODES },
    ),
    'members.smsRegister': publicCall('Sends an SMS code to a number being registered', {
      body: smsRequestSchema,
      response: smsResultSchema,
      errors: [...SMS_SEND_ERROR_CODES, 'MOBILE_TAKEN'],
    }),
    'members.changePassword': memberCall("Changes the member's password; their other sessions end", {
      body: changePasswordSchema,
      response: z.null(),
      errors: [...NEW_PASSWORD_ERROR_CODES, 'OLD_PASSWORD_WRONG', 'PASSWORD_REUSED'],
    }),
    'members.forgotByEmail': publicCall(
      'Mails a one-time reset link when the username and email match (form or JSON)',
      { body: forgotByEmailSchema, response: z.null(), errors: ['USER_EMAIL_NOT_FOUND'] },
    ),
    'members.resetByToken': publicCall(
      "Sets a new password with a reset link's token; every session of the member ends",
      {
        body: resetByTokenSchema,
        response: z.null(),
        errors: [...NEW_PASSWORD_ERROR_CODES, 'RESET_LINK_INVALID'],
      },
    ),
    'members.resetByPhone': publicCall('Sets a new password with an SMS code and logs the member in', {
      body: resetByPhoneSchema,
      response: loginResultSchema,
      errors: [...NEW_PASSWORD_ERROR_CODES, ...SMS_CODE_ERROR_CODES],
    }),
  }),
  'members.register': registerContract(e['members.register'], 'Registers a member by username'),
  'members.registerMobile': registerContract(
    e['members.registerMobile'],
    'Registers a member by mobile number',
  ),
  ...membersKycContracts,
  ...membersStaffContracts,
} as const satisfies Record<keyof typeof e, unknown>;
