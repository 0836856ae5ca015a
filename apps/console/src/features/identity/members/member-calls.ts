import { type memberConsoleContracts, memberConsoleEndpoints } from '@pf/shared/contracts/identity';
import { contractCalls } from '@/lib/contract-call';

/** The member search and the member page's calls, typed from their contracts. */
export const memberCall = contractCalls<typeof memberConsoleContracts>(memberConsoleEndpoints);

/** The query keys of the member screens. */
export const memberKeys = {
  all: ['identity', 'members'] as const,
  search: (filters: Record<string, string>, cursor: string | undefined) =>
    ['identity', 'members', 'search', filters, cursor ?? ''] as const,
  member: (memberId: string) => ['identity', 'members', memberId] as const,
  profile: (memberId: string) => ['identity', 'members', memberId, 'profile'] as const,
  logins: (memberId: string, cursor: string | undefined) =>
    ['identity', 'members', memberId, 'logins', cursor ?? ''] as const,
  notes: (memberId: string) => ['identity', 'members', memberId, 'notes'] as const,
};
