import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNT_FLAG, type LoginResult, type MemberInfo } from '@pf/shared';
import { AppError } from '../../plugins/errors.ts';
import type { Merchant } from '../merchant/merchant.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { MemberRepository, MemberRow } from './member.repository.ts';
import { hashPassword, type PasswordCost, PRODUCTION_COST, verifyPassword } from './password.ts';

/** With PWDEXPFORCECHANGE3 on, a password older than this must be changed at login. */
export const PASSWORD_MAX_AGE_MS = 90 * 86_400_000;

// A fixed hash to verify against when the username is unknown, so both failures cost the same.
const UNKNOWN_USER_HASH = hashPassword(randomBytes(16).toString('hex'));

export interface MemberServiceDeps {
  repo: MemberRepository;
  sessions: SessionService;
  passwordCost?: PasswordCost;
  now?: () => Date;
}

export function memberService(deps: MemberServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const cost = deps.passwordCost ?? PRODUCTION_COST;

  return {
    async login(
      merchant: Merchant,
      input: { username: string; password: string },
      ip: string,
    ): Promise<LoginResult> {
      const member = await deps.repo.findByUsername(merchant.id, input.username.trim());
      const ok = await verifyPassword(member?.password_hash ?? (await UNKNOWN_USER_HASH), input.password);
      if (!member || !ok || member.status !== 'active') throw new AppError('LOGIN_FAILED');
      // Trial accounts exist only inside their free-play session.
      if (member.type === DEMO_ACCOUNT_FLAG) throw new AppError('NON_MEMBER_LOGIN');

      const at = now();
      const firstTimeLogin = member.last_login_at === null;
      const passwordExpired =
        merchant.modules.includes('PWDEXPFORCECHANGE3') &&
        at.getTime() - member.password_changed_at.getTime() > PASSWORD_MAX_AGE_MS;
      const token = await deps.sessions.create(member, 'username', ip);
      await deps.repo.markLoggedIn(member.id, at);
      return { token, userName: member.username, firstTimeLogin, passwordExpired };
    },

    /** A trial session (type 4) on a fresh throw-away account, when the brand offers free play. */
    async freeplay(merchant: Merchant, ip: string): Promise<LoginResult> {
      if (!merchant.modules.includes('FREEPLAY3')) throw new AppError('MODULE_DISABLED');
      const suffix = randomBytes(5).toString('hex');
      const member = await deps.repo.insert({
        merchant_id: merchant.id,
        username: `trial_${suffix}`,
        nickname: `Trial ${suffix.slice(0, 4).toUpperCase()}`,
        password_hash: await hashPassword(randomBytes(24).toString('hex'), cost),
        type: DEMO_ACCOUNT_FLAG,
        last_login_at: now(),
      });
      const token = await deps.sessions.create(member, 'freeplay', ip);
      return { token, userName: member.username, firstTimeLogin: false, passwordExpired: false };
    },

    async info(merchantId: number, memberId: bigint): Promise<MemberInfo> {
      const member = await deps.repo.findById(merchantId, memberId);
      if (!member) throw new AppError('UNAUTHORIZED');
      return toMemberInfo(member);
    },
  };
}

/**
 * Club (VIP) labels arrive with the VIP feature; until then every member shows the entry rank.
 */
function toMemberInfo(m: MemberRow): MemberInfo {
  return {
    id: m.id.toString(),
    nickname: m.nickname,
    account: m.username,
    type: m.type,
    toUpline: m.upline_id !== null,
    clubLabel: { labelName: 'Member', color: '#94a3b8', color2: '#475569', rankLevel: 1 },
    memberLabel: [],
  };
}

export type MemberService = ReturnType<typeof memberService>;
