import { permissionsOf, STAFF_IDLE_TIMEOUT_MS } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import { namedBrands } from '../../brand/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { staffAccountsRepository } from './staff-accounts.repository.ts';
import { visibleTo } from './staff-scope.ts';
import { staffSessionsRepository } from './staff-sessions.repository.ts';

type SessionRow = Awaited<ReturnType<ReturnType<typeof staffSessionsRepository>['live']>>[number];

const sessionView = (current: bigint | null) => (s: SessionRow) => ({
  id: s.id.toString(),
  createdAt: s.created_at.toISOString(),
  lastSeenAt: s.last_seen_at.toISOString(),
  expiresAt: s.expires_at.toISOString(),
  ip: s.ip,
  userAgent: s.user_agent,
  merchantId: s.merchant_id,
  current: s.id === current,
});

/** An operator's own sessions and brand, and an admin's view of another operator's sessions. */
export function staffSessionsService(deps: { db: Db; audit: AuditService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const sessions = staffSessionsRepository(deps.db);
  const accounts = staffAccountsRepository(deps.db);
  const live = (staffId: bigint) => {
    const at = now();
    return sessions.live(staffId, at, new Date(at.getTime() - STAFF_IDLE_TIMEOUT_MS));
  };
  const target = async (actor: StaffSession, staffId: bigint) =>
    visibleTo(actor, await accounts.byId(staffId));

  async function me(s: StaffSession) {
    // null: a platform operator, who works on every brand and may pick any.
    const account = await accounts.byId(s.staffId);
    const brands = account ? account.brands : [];
    return {
      staffId: s.staffId.toString(),
      username: s.username,
      roles: s.roles,
      permissions: permissionsOf(s.roles),
      merchantId: s.merchantId,
      allBrands: brands === null,
      brands: await namedBrands(deps.db, brands),
    };
  }

  return {
    me,
    async mine(s: StaffSession) {
      return (await live(s.staffId)).map(sessionView(s.sessionId));
    },
    async revokeMine(s: StaffSession, sessionId: bigint, ip: string) {
      if (!(await sessions.revokeOne(s.staffId, sessionId, now()))) throw new AppError('NOT_FOUND');
      const entry = { staffId: s.staffId, targetType: 'staff_session', targetId: sessionId, ip };
      await deps.audit.record({ ...entry, action: 'staff.session_revoke', after: { staffId: s.staffId } });
    },
    async of(actor: StaffSession, staffId: bigint) {
      await target(actor, staffId);
      return (await live(staffId)).map(sessionView(actor.sessionId));
    },
    async revokeOf(actor: StaffSession, staffId: bigint, sessionId: bigint, ip: string) {
      await target(actor, staffId);
      if (!(await sessions.revokeOne(staffId, sessionId, now()))) throw new AppError('NOT_FOUND');
      const entry = { staffId: actor.staffId, targetType: 'staff_session', targetId: sessionId, ip };
      await deps.audit.record({ ...entry, action: 'staff.session_revoke', after: { staffId } });
    },
    /** Moves this session to another of the operator's brands (or, for a platform one, to all). */
    async switchBrand(s: StaffSession, merchantId: number | null, ip: string) {
      const brands = (await accounts.byId(s.staffId))?.brands;
      const allowed =
        brands === null
          ? merchantId === null || (await namedBrands(deps.db, [merchantId])).length === 1
          : merchantId !== null && (brands?.includes(merchantId) ?? false);
      if (!allowed) throw new AppError('STAFF_BRAND_NOT_ALLOWED');
      await sessions.setBrand(s.sessionId, merchantId);
      await deps.audit.record({
        staffId: s.staffId,
        action: 'staff.brand_switch',
        targetType: 'staff_session',
        targetId: s.sessionId,
        before: { merchantId: s.merchantId },
        after: { merchantId },
        ip,
      });
      return me({ ...s, merchantId });
    },
  };
}

export type StaffSessionsService = ReturnType<typeof staffSessionsService>;
