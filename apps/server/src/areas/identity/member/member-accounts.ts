import type { Db } from '../../../db/kysely.ts';
import { memberRepository } from './member.repository.ts';

/**
 * What another area needs to open an account for a member (the agent centre registers its
 * downlines): whether a username is taken, and the insert. The repository stays identity's.
 */
export function memberAccounts(db: Db) {
  const repo = memberRepository(db);
  return { findByUsername: repo.findByUsername, insert: repo.insert };
}

export type MemberAccounts = ReturnType<typeof memberAccounts>;
