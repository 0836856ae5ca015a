import { DOWNLINE_AGENT_TYPE, type RegisterConfig, registrationIssue, withLeadingZero } from '@pf/shared';
import { hashPassword, type PasswordCost, PRODUCTION_COST } from '../../../platform/password.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { MemberAccounts } from '../../identity/index.ts';
import { type AgentCaller, requireAgent } from './team.guard.ts';

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

export interface RegisterDownlineInput {
  username: string;
  password: string;
  confirmPassword: string;
  nickname?: string | undefined;
  accountType: 'member' | 'agent';
}

/**
 * The brand's registration rules for what an agent types for its downline: username, password and
 * its confirmation. The rest of the public form (age, ID, SMS, captcha) is the new member's to
 * give when it signs in; the agent vouches for the account.
 */
function agentFormRules(config: RegisterConfig, today: string) {
  const fields = Object.fromEntries(
    Object.entries(config.fields).filter(([name]) =>
      ['username', 'password', 'confirmPassword'].includes(name),
    ),
  );
  return {
    config: { ...config, fields, idVerification: false, smsVerification: false, captcha: false },
    mode: 'username' as const,
    minAge: 0,
    today,
    passwordRequired: true,
    usernameInMobileMode: false,
    smsRequired: false,
  };
}

/** §2 Agent centre 'register account': an account whose upline is the agent, hashed with argon2id. */
export function teamRegisterService(deps: {
  members: MemberAccounts;
  passwordCost?: PasswordCost | undefined;
  now: () => Date;
}) {
  const cost = deps.passwordCost ?? PRODUCTION_COST;
  return {
    async register(caller: AgentCaller, config: RegisterConfig, input: RegisterDownlineInput) {
      requireAgent(caller);
      const at = deps.now();
      const issue = registrationIssue(
        { ...input, username: withLeadingZero(input.username), agree: true },
        agentFormRules(config, at.toISOString().slice(0, 10)),
      );
      if (issue)
        throw new AppError(issue.code, issue.message, { ...issue.params, field: issue.field ?? null });
      const username = withLeadingZero(input.username);
      if (await deps.members.findByUsername(caller.merchantId, username)) {
        throw new AppError('USERNAME_TAKEN', undefined, { field: 'username' });
      }
      const type = input.accountType === 'agent' ? DOWNLINE_AGENT_TYPE : 0;
      try {
        const row = await deps.members.insert({
          merchant_id: caller.merchantId,
          username,
          nickname: input.nickname || username,
          password_hash: await hashPassword(input.password, cost),
          type,
          upline_id: caller.memberId,
          register_domain: null,
          // Left null: the account's first sign-in asks its owner for a password of its own.
          last_login_at: null,
          password_changed_at: at,
        });
        return { username: row.username, type: row.type, upline: caller.username };
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('USERNAME_TAKEN', undefined, { field: 'username' });
        throw err;
      }
    },
  };
}

export type TeamRegisterService = ReturnType<typeof teamRegisterService>;
