import { randomBytes } from 'node:crypto';
import {
  AGENT_CONSOLE_TYPES,
  AVATAR_COUNT,
  DEMO_ACCOUNT_FLAG,
  internationalNumber,
  isPhoneNumber,
  type LoginPayload,
  type LoginResult,
  type MemberInfo,
  nationalNumber,
  phoneAccountName,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@pf/shared';
import {
  hashPassword,
  type PasswordCost,
  PRODUCTION_COST,
  verifyPassword,
} from '../../../platform/password.ts';
import { createReadBatcher } from '../../../platform/read-batcher.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { Merchant } from '../../brand/index.ts';
import type { LoginGuard } from '../session/login-guard.ts';
import type { SessionService } from '../session/session.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { MemberRepository, MemberRow } from './member.repository.ts';

/** With PWDEXPFORCECHANGE3 on, a password older than this must be changed at login. */
export const PASSWORD_MAX_AGE_MS = 90 * 86_400_000;

// A fixed hash to verify against when the username is unknown, so both failures cost the same.
const UNKNOWN_USER_HASH = hashPassword(randomBytes(16).toString('hex'));

export interface MemberServiceDeps {
  repo: MemberRepository;
  sessions: SessionService;
  guard: LoginGuard;
  sms: SmsService;
  /** True when the credentials are a non-member account's (staff): refused with their own text. */
  isNonMemberCredential?: (username: string, password: string) => Promise<boolean>;
  passwordCost?: PasswordCost;
  now?: () => Date;
  /** A member's club label by VIP level (rewards fills it in: VIP is its rule). */
  clubLabelOf: ClubLabelOf;
}

/** The club label a VIP level shows (§3 clubLabel). */
export type ClubLabelOf = (vipLevel: number) => MemberInfo['clubLabel'];

/** The built-in avatars (§3 MCSFE_getPlayerAvatar), served by the web under /avatars/. */
export function avatarList() {
  return Array.from({ length: AVATAR_COUNT }, (_, i) => ({ id: i + 1, url: `/avatars/${i + 1}.webp` }));
}

/**
 * The account a username-form login names (§2 'username/phone'): a phone number is read by the
 * one phone rule, so '912345678' finds the account mobile registration named '0912345678'; a
 * number that names no account finds the one member with that mobile number, if only one has it.
 */
async function accountNamed(
  repo: MemberServiceDeps['repo'],
  merchantId: number,
  typed: string,
): Promise<MemberRow | undefined> {
  const byName = await repo.findByUsername(merchantId, phoneAccountName(typed));
  if (byName || !isPhoneNumber(typed)) return byName;
  return repo.findOnlyByMobile(merchantId, nationalNumber(typed));
}

/** Where a sign-in comes from: the client's address and device (user agent). */
interface LoginClient {
  ip: string;
  userAgent: string | null;
}

/** A username-form login (§2): the password checked, failures counted, expiry and first login told. */
async function usernameLogin(
  deps: MemberServiceDeps,
  now: () => Date,
  merchant: Merchant,
  input: LoginPayload,
  client: LoginClient,
): Promise<LoginResult> {
  const { ip } = client;
  const attempt = {
    merchantId: merchant.id,
    // However a number is written, its failures count against one account.
    account: phoneAccountName(input.username),
    clientKey: ip,
    captcha: input.captcha,
    captchaId: input.captchaId,
  };
  const ticket = await deps.guard.before(attempt);
  const member = await accountNamed(deps.repo, merchant.id, input.username);
  const ok = await verifyPassword(member?.password_hash ?? (await UNKNOWN_USER_HASH), input.password);
  if (
    !member &&
    deps.isNonMemberCredential &&
    (await deps.isNonMemberCredential(input.username, input.password))
  ) {
    throw new AppError('NON_MEMBER_LOGIN');
  }
  if (!member || !ok || member.status !== 'active') throw await deps.guard.failed(attempt);
  // Trial accounts exist only inside their free-play session.
  await deps.guard.succeeded(attempt, ticket);
  if (member.type === DEMO_ACCOUNT_FLAG) throw new AppError('NON_MEMBER_LOGIN');

  const at = now();
  const firstTimeLogin = member.last_login_at === null;
  const passwordExpired =
    merchant.modules.includes('PWDEXPFORCECHANGE3') &&
    at.getTime() - member.password_changed_at.getTime() > PASSWORD_MAX_AGE_MS;
  const session = await deps.sessions.create(member, 'username', ip, input.rememberMe === true);
  await deps.repo.recordLogin(member, {
    type: 'username',
    ip,
    userAgent: client.userAgent,
    deviceId: input.deviceId ?? null,
    at,
  });
  return { ...session, userName: member.username, firstTimeLogin, passwordExpired };
}

/** SMS login: `username` is the mobile number, `password` the code sent by /sms/noLogin. */
async function smsLogin(
  deps: MemberServiceDeps,
  now: () => Date,
  merchant: Merchant,
  input: LoginPayload,
  client: LoginClient,
): Promise<LoginResult> {
  const { ip } = client;
  if (!merchant.modules.includes('MOBILEVERCODELOGIN3')) throw new AppError('auth/operation-not-allowed');
  if (!input.countryDialingCode || !/^\+?\d{1,4}$/.test(input.countryDialingCode)) {
    throw new AppError('auth/invalid-phone-number');
  }
  if (!isPhoneNumber(input.username)) throw new AppError('auth/invalid-phone-number');
  const dial = input.countryDialingCode.replace(/^\+/, '');
  const phone = internationalNumber(dial, input.username);
  const attempt = {
    merchantId: merchant.id,
    account: `sms:${phone}`,
    clientKey: ip,
    captcha: input.captcha,
    captchaId: input.captchaId,
  };
  const ticket = await deps.guard.before(attempt);
  try {
    await deps.sms.verify({ merchantId: merchant.id, purpose: 'noLogin', phone, code: input.password });
  } catch (err) {
    const code = err instanceof AppError ? String(err.code) : 'auth/invalid-verification-code';
    throw await deps.guard.failed(attempt, code);
  }
  const member = await deps.repo.findByMobile(merchant.id, dial, nationalNumber(input.username));
  if (member?.status !== 'active') throw await deps.guard.failed(attempt);
  await deps.guard.succeeded(attempt, ticket);
  if (member.type === DEMO_ACCOUNT_FLAG) throw new AppError('NON_MEMBER_LOGIN');
  const session = await deps.sessions.create(member, 'sms', ip, input.rememberMe === true);
  await deps.repo.recordLogin(member, {
    type: 'sms',
    ip,
    userAgent: client.userAgent,
    deviceId: input.deviceId ?? null,
    at: now(),
  });
  // §4: the forced password change is not asked of SMS logins.
  return { ...session, userName: member.username, firstTimeLogin: false, passwordExpired: false };
}

/** Signing in: by password or SMS code, or a trial account for free play. */
function signIns(deps: MemberServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const cost = deps.passwordCost ?? PRODUCTION_COST;
  return {
    /** `userAgent`: the device as the member page's sign-in history shows it. */
    login(
      merchant: Merchant,
      input: LoginPayload,
      ip: string,
      userAgent: string | null = null,
    ): Promise<LoginResult> {
      const client = { ip, userAgent };
      return input.type === 'sms'
        ? smsLogin(deps, now, merchant, input, client)
        : usernameLogin(deps, now, merchant, input, client);
    },

    /** A trial session (type 4) on a fresh throw-away account, when the brand offers free play. */
    async freeplay(merchant: Merchant, ip: string): Promise<LoginResult> {
      if (!merchant.modules.includes('FREEPLAY3')) throw new AppError('MODULE_DISABLED');
      const suffix = randomBytes(5).toString('hex');
      const at = now();
      const member = await deps.repo.insert({
        merchant_id: merchant.id,
        username: `trial_${suffix}`,
        nickname: `Trial ${suffix.slice(0, 4).toUpperCase()}`,
        password_hash: await hashPassword(randomBytes(24).toString('hex'), cost),
        type: DEMO_ACCOUNT_FLAG,
        created_at: at,
        last_login_at: at,
      });
      const session = await deps.sessions.create(member, 'freeplay', ip);
      return { ...session, userName: member.username, firstTimeLogin: false, passwordExpired: false };
    },
  };
}

/** The member's own details: info (reads of many members batched), avatar, language. */
function profile(deps: MemberServiceDeps) {
  // The app-start and header reads of many members share one query (platform/read-batcher.ts).
  const infoReads = createReadBatcher<bigint, MemberRow>({
    idOf: String,
    maxBatch: 500,
    maxInFlight: 4,
    async loadMany(ids) {
      return new Map((await deps.repo.findManyByIds(ids)).map((m) => [String(m.id), m]));
    },
  });
  return {
    async info(merchantId: number, memberId: bigint): Promise<MemberInfo> {
      const member = await infoReads.read(memberId);
      if (!member || member.merchant_id !== merchantId) throw new AppError('UNAUTHORIZED');
      return toMemberInfo(member, deps.clubLabelOf);
    },

    async avatar(merchantId: number, memberId: bigint) {
      const member = await deps.repo.findById(merchantId, memberId);
      if (!member) throw new AppError('UNAUTHORIZED');
      return { avatarId: member.avatar_id, url: `/avatars/${member.avatar_id}.webp` };
    },

    /** §4 Language change: the server keeps the member's language. */
    async setLanguage(merchantId: number, memberId: bigint, language: SiteLanguage) {
      const member = await deps.repo.findById(merchantId, memberId);
      if (!member) throw new AppError('UNAUTHORIZED');
      await deps.repo.setLanguage(member.id, language);
      return { language };
    },

    async setAvatar(merchantId: number, memberId: bigint, avatarId: number) {
      if (avatarId < 1 || avatarId > AVATAR_COUNT) throw new AppError('AVATAR_UNKNOWN');
      await deps.repo.setAvatar(memberId, avatarId);
      return this.avatar(merchantId, memberId);
    },
  };
}

export function memberService(deps: MemberServiceDeps) {
  return { ...signIns(deps), ...profile(deps) };
}

/**
 * An agent's badge: its club label is its VIP level like anyone's (level 1 reads 'Member'), so the
 * agent role shows as a member label of its own.
 */
const AGENT_LABEL = { labelName: 'Agent', color: '#0ea5e9' };

function toMemberInfo(m: MemberRow, clubLabelOf: ClubLabelOf): MemberInfo {
  return {
    id: m.id.toString(),
    nickname: m.nickname,
    account: m.username,
    type: m.type,
    toUpline: m.upline_id !== null,
    clubLabel: clubLabelOf(m.vip_level),
    memberLabel: (AGENT_CONSOLE_TYPES as readonly number[]).includes(m.type) ? [AGENT_LABEL] : [],
    language: (SITE_LANGUAGES as readonly string[]).includes(m.language ?? '')
      ? (m.language as SiteLanguage)
      : null,
  };
}

export type MemberService = ReturnType<typeof memberService>;
