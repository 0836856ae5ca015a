import {
  checkField,
  formatMessage,
  internationalNumber,
  type LoginResult,
  MEMBER_ERRORS,
  nationalNumber,
  passwordRule,
} from '@pf/shared';
import {
  hashPassword,
  type PasswordCost,
  PRODUCTION_COST,
  verifyPassword,
} from '../../../platform/password.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { Merchant } from '../../brand/index.ts';
import { hashToken, type MemberSession, type SessionService } from '../session/session.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { MailProvider } from './mail.provider.ts';
import type { MemberRepository } from './member.repository.ts';
import { resetLinkSender } from './reset-link.ts';

export { RESET_LINK_TTL_MS } from './reset-link.ts';

/** The merchant's password rule applied to a new password, with the §5 messages. */
function checkNewPassword(merchant: Merchant, password: string, confirm: string) {
  const rule = passwordRule(merchant.register_config);
  const check = checkField(rule, password);
  if (!check.ok) {
    if (check.reason === 'length') {
      const params = { min: rule.min, max: rule.max };
      throw new AppError('PASSWORD_LENGTH', formatMessage(MEMBER_ERRORS.PASSWORD_LENGTH.message, params), {
        field: 'newPassword',
        ...params,
      });
    }
    throw new AppError('PASSWORD_RULE', check.message, {
      field: 'newPassword',
      min: rule.min,
      max: rule.max,
    });
  }
  if (confirm !== password)
    throw new AppError('CONFIRM_MISMATCH', undefined, { field: 'confirmNewPassword' });
}

export function passwordService(deps: {
  repo: MemberRepository;
  sessions: SessionService;
  sms: SmsService;
  mail: MailProvider;
  passwordCost?: PasswordCost;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const cost = deps.passwordCost ?? PRODUCTION_COST;

  async function setPassword(memberId: bigint, password: string) {
    const at = now();
    await deps.repo.setPassword(memberId, await hashPassword(password, cost), at);
    // A changed password also settles the first-login step.
    await deps.repo.markLoggedIn(memberId, at);
  }

  const sendResetLink = resetLinkSender({ repo: deps.repo, mail: deps.mail, now });

  return {
    /** §3 Change password; other sessions of the member end, this one stays. */
    async change(
      merchant: Merchant,
      session: MemberSession,
      input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    ): Promise<void> {
      const member = await deps.repo.findById(session.merchantId, session.memberId);
      if (!member) throw new AppError('UNAUTHORIZED');
      checkNewPassword(merchant, input.newPassword, input.confirmNewPassword);
      if (!(await verifyPassword(member.password_hash, input.oldPassword))) {
        throw new AppError('OLD_PASSWORD_WRONG', undefined, { field: 'oldPassword' });
      }
      if (input.oldPassword === input.newPassword) {
        throw new AppError('PASSWORD_REUSED', undefined, { field: 'newPassword' });
      }
      await setPassword(member.id, input.newPassword);
      await deps.sessions.revokeAllOf(member.id, session.sessionId);
    },

    /**
     * §3 Forgot by email: the username and its email must match; a one-time link goes out through
     * the mail provider. `resetUrl` is the page that takes the token.
     */
    async forgotByEmail(merchant: Merchant, input: { username: string; email: string }, resetUrl: string) {
      const member = await deps.repo.findByUsername(merchant.id, input.username);
      if (!member?.email || member.email.toLowerCase() !== input.email.toLowerCase()) {
        throw new AppError('USER_EMAIL_NOT_FOUND');
      }
      await sendResetLink(
        { id: member.id, username: member.username, email: member.email },
        merchant,
        resetUrl,
      );
    },

    /** The same mail, sent because staff asked (the member page's password reset). */
    sendResetLink,

    /** Consumes a reset link's token and sets the new password; every session of the member ends. */
    async resetByToken(
      merchant: Merchant,
      input: { token: string; newPassword: string; confirmNewPassword: string },
    ) {
      checkNewPassword(merchant, input.newPassword, input.confirmNewPassword);
      const hash = hashToken(input.token);
      const memberId = await deps.repo.peekReset(hash, now());
      const member = memberId === undefined ? undefined : await deps.repo.findById(merchant.id, memberId);
      // A link of another brand is as good as none here.
      if (!member || (await deps.repo.consumeReset(hash, now())) === undefined) {
        throw new AppError('RESET_LINK_INVALID');
      }
      await setPassword(member.id, input.newPassword);
      await deps.sessions.revokeAllOf(member.id);
    },

    /** §3 Forgot by phone: code from /sms/noLogin, then logged in (§4). */
    async resetByPhone(
      merchant: Merchant,
      input: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string },
      ip: string,
    ): Promise<LoginResult> {
      checkNewPassword(merchant, input.newPassword, input.newPassword);
      const phone = internationalNumber(input.countryDialingCode, input.mobileNum);
      const dial = input.countryDialingCode;
      const member = await deps.repo.findByMobile(merchant.id, dial, nationalNumber(input.mobileNum));
      // The no-login SMS was never delivered to an unknown number, so its code cannot match either.
      if (member?.status !== 'active') throw new AppError('auth/invalid-verification-code');
      await deps.sms.verify({
        merchantId: merchant.id,
        purpose: 'noLogin',
        phone,
        code: input.verificationCode,
      });
      await setPassword(member.id, input.newPassword);
      await deps.sessions.revokeAllOf(member.id);
      const session = await deps.sessions.create(member, 'reset', ip);
      return { ...session, userName: member.username, firstTimeLogin: false, passwordExpired: false };
    },
  };
}

export type PasswordService = ReturnType<typeof passwordService>;
