import { internationalNumber } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { MemberConsoleDeps } from './member-console.deps.ts';
import { memberConsoleRepository } from './member-console.repository.ts';

/** The member of the staff member's brand, or NOT_FOUND (another brand's member is as good as none). */
export function memberFinder(db: Db) {
  const repo = memberConsoleRepository(db);
  return async (staff: StaffSession, memberId: bigint) => {
    const m = await repo.member(memberId, staff.merchantId);
    if (!m) throw new AppError('NOT_FOUND', 'Member not found');
    return m;
  };
}

/** What staff change from the member page: notes, frozen withdrawals, a password reset; each audit-logged. */
export function memberChanges(deps: MemberConsoleDeps) {
  const found = memberFinder(deps.db);
  return {
    async addNote(staff: StaffSession, memberId: bigint, body: string, ip: string) {
      const m = await found(staff, memberId);
      return deps.db.transaction().execute(async (trx) => {
        const note = await memberConsoleRepository(trx).addNote({
          member_id: m.id,
          merchant_id: m.merchant_id,
          staff_id: staff.staffId,
          body,
        });
        await deps.audit.record(
          {
            staffId: staff.staffId,
            action: 'member.note',
            targetType: 'member',
            targetId: m.id,
            after: { body },
            ip,
          },
          trx,
        );
        return {
          id: String(note.id),
          body,
          staffId: String(staff.staffId),
          staffUsername: staff.username,
          at: note.created_at.toISOString(),
        };
      });
    },

    /** The flag and its audit entry commit together; the cashier refuses a frozen member's withdrawal. */
    async freezeWithdrawals(
      staff: StaffSession,
      memberId: bigint,
      frozen: boolean,
      reason: string,
      ip: string,
    ) {
      const previous = await deps.db.transaction().execute(async (trx) => {
        const before = await memberConsoleRepository(trx).setWithdrawalsFrozen(
          memberId,
          staff.merchantId,
          frozen,
        );
        if (before === undefined) throw new AppError('NOT_FOUND', 'Member not found');
        await deps.audit.record(
          {
            staffId: staff.staffId,
            action: frozen ? 'member.withdrawals_freeze' : 'member.withdrawals_unfreeze',
            targetType: 'member',
            targetId: memberId,
            before: { withdrawalsFrozen: before },
            after: { withdrawalsFrozen: frozen, reason },
            ip,
          },
          trx,
        );
        return before;
      });
      return { memberId: String(memberId), withdrawalsFrozen: frozen, previous };
    },

    /**
     * What the player site sends for a forgotten password: the reset link by mail when the member
     * has an email, else an SMS code for the site's reset-by-phone form.
     */
    async passwordReset(staff: StaffSession, memberId: bigint, ip: string) {
      const m = await found(staff, memberId);
      let sentBy: 'email' | 'sms';
      if (m.email) {
        const merchant = { id: m.merchant_id, name: m.merchant_name };
        await deps.passwords.sendResetLink(
          { id: m.id, username: m.username, email: m.email },
          merchant,
          await deps.resetUrlOf(m.merchant_id),
        );
        sentBy = 'email';
      } else if (m.mobile_no && m.country_dialing_code) {
        await deps.sms.send({
          merchantId: m.merchant_id,
          purpose: 'noLogin',
          phone: internationalNumber(m.country_dialing_code, m.mobile_no),
          clientKey: `staff:${staff.staffId}`,
        });
        sentBy = 'sms';
      } else {
        throw new AppError('MEMBER_NO_CONTACT');
      }
      await deps.audit.record({
        staffId: staff.staffId,
        action: 'member.password_reset',
        targetType: 'member',
        targetId: m.id,
        after: { sentBy },
        ip,
      });
      return { memberId: String(m.id), sentBy };
    },
  };
}
