import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { memberChanges, memberFinder } from './member-changes.ts';
import type { MemberConsoleDeps } from './member-console.deps.ts';
import { memberConsoleRepository } from './member-console.repository.ts';
import { memberProfile } from './member-profile.ts';
import { type MemberSearch, searchMembers } from './member-search.repository.ts';
import { memberSummary } from './member-summary.ts';

/** A page newest first: the items and the id the next page starts after (null on the last). */
function page<R extends { id: bigint }, V>(rows: R[], limit: number, view: (r: R) => V) {
  const last = rows.at(-1);
  return { items: rows.map(view), nextCursor: rows.length === limit && last ? String(last.id) : null };
}

/** The member page's reads: the search, the profile, sign-ins and notes. */
function memberReads(deps: MemberConsoleDeps) {
  const repo = memberConsoleRepository(deps.db);
  const found = memberFinder(deps.db);
  const cursorOf = (c: string | undefined) => (c === undefined ? undefined : BigInt(c));

  return {
    async search(
      staff: StaffSession,
      q: Omit<MemberSearch, 'merchantId' | 'brand'> & { merchantId?: number | undefined },
    ) {
      const { merchantId: brand, ...filters } = q;
      const rows = await searchMembers(deps.db, { ...filters, merchantId: staff.merchantId, brand });
      return page(rows, q.limit, memberSummary);
    },

    profile: memberProfile(deps),

    async logins(staff: StaffSession, memberId: bigint, q: { cursor?: string | undefined; limit: number }) {
      await found(staff, memberId);
      const rows = await repo.logins(memberId, cursorOf(q.cursor), q.limit);
      return page(rows, q.limit, (r) => ({
        id: String(r.id),
        at: r.created_at.toISOString(),
        ip: r.ip,
        userAgent: r.user_agent,
        loginType: r.login_type,
      }));
    },

    async notes(staff: StaffSession, memberId: bigint, q: { cursor?: string | undefined; limit: number }) {
      await found(staff, memberId);
      const rows = await repo.notes(memberId, cursorOf(q.cursor), q.limit);
      return page(rows, q.limit, (r) => ({
        id: String(r.id),
        body: r.body,
        staffId: String(r.staff_id),
        staffUsername: r.staff_username,
        at: r.created_at.toISOString(),
      }));
    },
  };
}

/** The console's members: search, the member page's reads, notes, freezing withdrawals and password resets. */
export function memberConsoleService(deps: MemberConsoleDeps) {
  return { ...memberReads(deps), ...memberChanges(deps) };
}

export type MemberConsoleService = ReturnType<typeof memberConsoleService>;
