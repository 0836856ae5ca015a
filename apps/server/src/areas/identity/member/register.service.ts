import { randomBytes } from 'node:crypto';
import {
  internationalNumber,
  type LoginResult,
  minimumAge,
  nationalNumber,
  phoneAccountName,
  REGISTER_TEXT_FIELDS,
  type RegisterInput,
  type RegisterMode,
  registrationIssue,
  withLeadingZero,
} from '@pf/shared';
import { checkImage } from '../../../platform/image-check.ts';
import { hashPassword, type PasswordCost, PRODUCTION_COST } from '../../../platform/password.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { Merchant } from '../../brand/index.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { KycService, RegistrationIdentity } from '../kyc/kyc.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { MemberRepository } from './member.repository.ts';
import { registrationIdentity } from './registration-identity.ts';

/** Fields kept in members.profile (nothing queries them); secrets and account columns are not. */
const PROFILE_FIELDS = REGISTER_TEXT_FIELDS.filter(
  (f) =>
    ![
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'verificationCode',
      'paymentPassword',
      'captcha',
      'affiliateCode',
      'birthday',
      'payeeName',
      'email',
    ].includes(f),
);

export interface RegisterContext {
  ip: string;
  /** Host of the request, recorded as the registration domain. */
  host: string | undefined;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

interface RegisterDeps {
  repo: MemberRepository;
  sessions: SessionService;
  sms: SmsService;
  captcha: CaptchaService;
  kyc: KycService;
  passwordCost?: PasswordCost;
  now?: () => Date;
  /** The member a personal referral code names, or null; rewards owns the codes (docs/referral.md). */
  referrerOfCode: ReferrerOfCode;
}

export type ReferrerOfCode = (code: string) => bigint | null;

/**
 * An agent's affiliate code makes its owner the upline; a member's referral code records the
 * member as referrer and links no upline (docs/referral.md). An unknown code is refused.
 */
async function linkOf(deps: RegisterDeps, merchant: Merchant, code: string | undefined) {
  const { repo } = deps;
  if (!code) return { upline: null, referrer: null };
  const owner = await repo.findByAffiliateCode(merchant.id, code);
  if (owner) return { upline: owner, referrer: null };
  const referrerId = deps.referrerOfCode(code);
  const referrer = referrerId === null ? undefined : await repo.findActiveById(merchant.id, referrerId);
  if (!referrer) throw new AppError('INVITATION_CODE_INVALID', undefined, { field: 'affiliateCode' });
  return { upline: null, referrer };
}

/**
 * What the member told about their identity on both steps, and the ID images sent along (the
 * front reused as the back, §3), go to the KYC record staff review.
 */
async function handOverIdentity(
  kyc: KycService,
  merchant: Merchant,
  memberId: bigint,
  identity: RegistrationIdentity | null,
  images: { front: string; selfie: string } | null,
) {
  const member = { memberId, merchantId: merchant.id };
  if (identity) await kyc.recordRegistration(merchant, member, identity);
  if (images && merchant.register_config.idVerification) {
    await kyc.uploadImages(merchant, member, {
      idCardFront: images.front,
      idCardBack: images.front,
      idCardSelfie: images.selfie,
    });
  }
}

/** The form's rules on this brand in this mode (§4); refused when the brand does not offer it. */
function registrationRules(merchant: Merchant, mode: RegisterMode, input: RegisterInput, at: Date) {
  const has = (flag: string) => merchant.modules.includes(flag);
  if (!has('DIRECTREG3') || (mode === 'mobile' && !has('MOBILENUMREG3')))
    throw new AppError('MODULE_DISABLED');
  const config = merchant.register_config;
  const mobileGiven = (input.mobileNum ?? '') !== '';
  return {
    config,
    mode,
    minAge: minimumAge(merchant.brand_settings.regionalVariant),
    today: at.toISOString().slice(0, 10),
    passwordRequired: mode === 'username' || has('MOBILENUMPASSREG3'),
    usernameInMobileMode: mode === 'mobile' && has('USERNAMEREG3') && (input.username ?? '') !== '',
    smsRequired:
      mode === 'mobile'
        ? has('REGMOBVERF3') || config.smsVerification
        : config.smsVerification && mobileGiven,
  };
}

type Rules = ReturnType<typeof registrationRules>;

/** ID images sent along are checked now, so a bad one stops the registration before it exists. */
function checkedImages(input: RegisterInput) {
  const images =
    input.idCardFront && input.idCardSelfie ? { front: input.idCardFront, selfie: input.idCardSelfie } : null;
  if (images) {
    checkImage(images.front);
    checkImage(images.selfie);
  }
  return images;
}

/**
 * The account's name and mobile number, refused when another member of the brand has either;
 * the SMS code checked when the form asks for one.
 */
async function claimNames(
  deps: Pick<RegisterDeps, 'repo' | 'sms'>,
  merchant: Merchant,
  input: RegisterInput,
  rules: Rules,
) {
  const mobileGiven = (input.mobileNum ?? '') !== '';
  const dial = input.countryDialingCode ?? null;
  const national = mobileGiven && dial ? nationalNumber(input.mobileNum ?? '') : null;
  const username =
    rules.mode === 'mobile' && !rules.usernameInMobileMode
      ? phoneAccountName(input.mobileNum ?? '')
      : withLeadingZero(input.username ?? '');
  if (await deps.repo.findByUsername(merchant.id, username)) {
    throw new AppError('USERNAME_TAKEN', undefined, { field: 'username' });
  }
  if (national && dial && (await deps.repo.findByMobile(merchant.id, dial, national))) {
    throw new AppError('MOBILE_TAKEN', undefined, { field: 'mobileNum' });
  }
  if (rules.smsRequired && national && dial) {
    await deps.sms.verify({
      merchantId: merchant.id,
      purpose: 'register',
      phone: internationalNumber(dial, national),
      code: input.verificationCode ?? '',
    });
  }
  return { username, dial, national };
}

/** The fields the form shows that members.profile keeps, the payment password hashed. */
async function profileOf(input: RegisterInput, shown: (f: string) => boolean, cost: PasswordCost) {
  const profile: Record<string, string> = {};
  for (const f of PROFILE_FIELDS) {
    const v = input[f];
    if (v && shown(f)) profile[f] = v;
  }
  if (input.idType !== undefined) profile.idType = String(input.idType);
  if (input.paymentPassword && shown('paymentPassword')) {
    profile.paymentPasswordHash = await hashPassword(input.paymentPassword, cost);
  }
  return profile;
}

/** Writes the account (with its referral link); two registrations racing for a name get one. */
async function insertMember(
  repo: MemberRepository,
  row: Parameters<MemberRepository['insert']>[0],
  referrer: { id: bigint } | null,
) {
  try {
    return referrer ? await repo.insertReferred(row, referrer.id) : await repo.insert(row);
  } catch (err) {
    // Two registrations raced for the same name; the unique index decided.
    if (isUniqueViolation(err)) throw new AppError('USERNAME_TAKEN', undefined, { field: 'username' });
    throw err;
  }
}

export function registerService(deps: RegisterDeps) {
  const now = deps.now ?? (() => new Date());
  const cost = deps.passwordCost ?? PRODUCTION_COST;

  return {
    /** §7 GET /wps/agent/affiliate: success means the code is valid on this merchant. */
    async checkAffiliate(merchant: Merchant, code: string) {
      const link = await linkOf(deps, merchant, code.trim());
      return { valid: true, code: link.upline?.affiliate_code ?? code.trim() };
    },

    /**
     * §4 Registration, server side: every check of both form steps in the spec's order, then the
     * account, then (login flag) a session like a login's.
     */
    async register(
      merchant: Merchant,
      mode: RegisterMode,
      input: RegisterInput,
      ctx: RegisterContext,
    ): Promise<LoginResult | { userName: string }> {
      const at = now();
      const rules = registrationRules(merchant, mode, input, at);
      const { config } = rules;
      // Age, ID type, fields; the disclaimer comes after the affiliate check (§4 order).
      const issue = registrationIssue({ ...input, agree: true }, rules);
      if (issue)
        throw new AppError(issue.code, issue.message, { ...issue.params, field: issue.field ?? null });
      const images = checkedImages(input);
      const link = await linkOf(
        deps,
        merchant,
        input.affiliateCode || input.referralCode || input.recommenderId,
      );
      if (input.agree !== true) throw new AppError('DISCLAIMER_REQUIRED', undefined, { field: 'agree' });

      if (config.captcha && !(await deps.captcha.verify(ctx.ip, input.captchaId, input.captcha))) {
        throw new AppError(input.captcha ? 'CAPTCHA_INVALID' : 'CAPTCHA_REQUIRED', undefined, {
          field: 'captcha',
        });
      }

      const { username, dial, national } = await claimNames(deps, merchant, input, rules);
      const shown = (f: string) => config.fields[f]?.show === true;
      const profile = await profileOf(input, shown, cost);
      // Without MOBILENUMPASSREG3 a mobile account has no password of its own: it signs in by SMS.
      const password = input.password || randomBytes(24).toString('base64url');
      const member = await insertMember(
        deps.repo,
        {
          merchant_id: merchant.id,
          username,
          nickname: input.nickname || username,
          password_hash: await hashPassword(password, cost),
          type: 0,
          upline_id: link.upline?.id ?? null,
          email: input.email && shown('email') ? input.email.toLowerCase() : null,
          country_dialing_code: national ? dial : null,
          mobile_no: national,
          payee_name: input.payeeName && shown('payeeName') ? input.payeeName : null,
          birthday: input.birthday || null,
          profile: JSON.stringify(profile),
          register_ip: ctx.ip,
          register_domain: input.domain ?? ctx.host ?? null,
          // Registering with the login flag is the member's first login: the same instant as the
          // account itself, never before it. Without the flag nobody has signed in yet.
          created_at: at,
          // The member just chose this password: no first-login change is asked of them.
          last_login_at: input.login === false ? null : at,
          password_changed_at: at,
        },
        link.referrer,
      );

      await handOverIdentity(deps.kyc, merchant, member.id, registrationIdentity(input, shown), images);
      if (input.login === false) return { userName: member.username };
      const session = await deps.sessions.create(member, 'register', ctx.ip);
      return { ...session, userName: member.username, firstTimeLogin: false, passwordExpired: false };
    },
  };
}

export type RegisterService = ReturnType<typeof registerService>;
