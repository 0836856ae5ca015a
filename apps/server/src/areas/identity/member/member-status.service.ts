import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { StaffSession } from '../staff/staff.service.ts';
import { type MemberRow, memberRepository } from './member.repository.ts';

/**
 * Staff lock, close or reopen a member's account. The change and its audit entry commit together;
 * then every session of the member is revoked, which every instance hears at once (the session
 * cache drops them), so a locked member's next call is refused wherever it lands.
 */
export function memberStatusService(deps: { db: Db; audit: AuditService; sessions: SessionService }) {
  return {
    async set(
      staff: StaffSession,
      memberId: bigint,
      status: MemberRow['status'],
      reason: string,
      ip: string | null,
    ) {
      const previous = await deps.db.transaction().execute(async (trx) => {
        const before = await memberRepository(trx).setStatus(memberId, staff.merchantId, status);
        if (before === undefined) throw new AppError('NOT_FOUND', 'Member not found');
        await deps.audit.record(
          {
            staffId: staff.staffId,
            action: 'member.status',
            targetType: 'member',
            targetId: memberId,
            before: { status: before },
            after: { status, reason },
            ip,
          },
          trx,
        );
        return before;
      });
      if (status !== 'active') await deps.sessions.revokeAllOf(memberId);
      return { memberId: String(memberId), status, previous };
    },
  };
}
