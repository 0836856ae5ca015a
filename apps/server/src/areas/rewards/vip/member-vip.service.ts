import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { memberVipRepository } from './member-vip.repository.ts';

/**
 * Staff set a member's VIP level by hand. The change and its audit entry commit together. Nothing
 * about the level is held in memory: member info is read from the database on every call (and the
 * session carries no level), so the new label and service channel show on the member's next call.
 */
export function memberVipService(deps: { db: Db; audit: AuditService }) {
  return {
    async set(staff: StaffSession, memberId: bigint, level: number, reason: string, ip: string | null) {
      const previous = await deps.db.transaction().execute(async (trx) => {
        const before = await memberVipRepository(trx).swap(memberId, staff.merchantId, level);
        if (before === undefined) throw new AppError('NOT_FOUND', 'Member not found');
        await deps.audit.record(
          {
            staffId: staff.staffId,
            action: 'member.vipLevel',
            targetType: 'member',
            targetId: memberId,
            before: { vipLevel: before },
            after: { vipLevel: level, reason },
            ip,
          },
          trx,
        );
        return before;
      });
      return { memberId: String(memberId), level, previous };
    },
  };
}
