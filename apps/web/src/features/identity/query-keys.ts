import type { membersContracts } from '@pf/shared/contracts/identity';
import type { KeyQuery, Token } from '@/lib/query-keys';

const MEMBER = 'member';

/** Identity's query keys (lib/query-keys.ts says how keys are made). */
export const identityKeys = {
  /** Everything about the signed-in member: dropped at sign-out. */
  all: [MEMBER] as const,
  info: (token: Token) => [MEMBER, 'info', token] as const,
  avatar: (token: Token) => [MEMBER, 'avatar', token] as const,
  /** Every session's security config: read again after KYC details change. */
  securityConfigs: [MEMBER, 'securityConfig'] as const,
  securityConfig: (token: Token) => [MEMBER, 'securityConfig', token] as const,
  captcha: () => ['captcha'] as const,
  affiliate: (code: KeyQuery<typeof membersContracts, 'members.affiliate'>['code'] | null) =>
    ['affiliate', code] as const,
};
