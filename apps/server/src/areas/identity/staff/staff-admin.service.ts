import type { Db } from '../../../db/kysely.ts';
import { hashPassword, type PasswordCost } from '../../../platform/password.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import { namedBrands } from '../../brand/index.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { signInRepository } from './sign-in.repository.ts';
import type { StaffStatus } from './staff.tables.ts';
import { type StaffAccount, type StaffFilter, staffAccountsRepository } from './staff-accounts.repository.ts';
import { grantedBrands, homeAmong, refuseSelfLockout, visibleTo } from './staff-scope.ts';
import { staffSessionsRepository } from './staff-sessions.repository.ts';

export interface StaffAdminDeps {
  db: Db;
  audit: AuditService;
  passwordCost?: PasswordCost | undefined;
  now?: () => Date;
}

/** What the audit log keeps of an operator: never a password hash. */
const snapshot = (a: StaffAccount) => ({
  username: a.username,
  roles: a.roles,
  status: a.status,
  brands: a.brands,
  totpEnrolled: a.totpEnrolled,
});

/** The staff list and account creation of a brand's or the platform's admin. */
export function staffAdminService(deps: StaffAdminDeps) {
  const accounts = staffAccountsRepository(deps.db);
  const change = staffChanges(deps);

  return {
    ...change,
    list(actor: StaffSession, filter: Omit<StaffFilter, 'merchantId'>) {
      return accounts.list({ ...filter, merchantId: actor.merchantId });
    },

    async create(
      actor: StaffSession,
      body: { username: string; password: string; roles: string[]; brands: number[] | null },
      ip: string,
    ): Promise<StaffAccount> {
      const brands = await brandsFor(deps.db, actor, body.brands, null);
      const passwordHash = await hashPassword(body.password, deps.passwordCost);
      return deps.db.transaction().execute(async (trx) => {
        const repo = staffAccountsRepository(trx);
        const home = homeAmong(brands, null);
        const id = await repo.insert(trx, {
          username: body.username,
          passwordHash,
          roles: body.roles,
          homeMerchantId: home,
        });
        if (id === undefined) throw new AppError('STAFF_USERNAME_TAKEN');
        await repo.setBrands(trx, id, home, brands ?? []);
        const created = (await repo.byId(id, trx)) as StaffAccount;
        const entry = { staffId: actor.staffId, targetType: 'staff', targetId: id, ip };
        await deps.audit.record({ ...entry, action: 'staff.create', after: snapshot(created) }, trx);
        return created;
      });
    },
  };
}

/** The brands an admin may give: their own (read fresh), checked against what exists. */
async function brandsFor(db: Db, actor: StaffSession, requested: number[] | null, current: number[] | null) {
  const own = (await staffAccountsRepository(db).byId(actor.staffId))?.brands;
  const granted = grantedBrands(own === undefined ? [] : own, requested, current);
  if (granted !== null && (await namedBrands(db, granted)).length !== granted.length) {
    throw new AppError('STAFF_BRAND_NOT_ALLOWED');
  }
  return granted;
}

/**
 * Changes to one operator an admin may see: each reads the account locked, applies the change,
 * ends the operator's sessions when it says so, and logs before and after in the same transaction.
 */
function staffChanges(deps: StaffAdminDeps) {
  const now = deps.now ?? (() => new Date());
  type Apply = (trx: Db, before: StaffAccount) => Promise<{ endSessions?: boolean } | undefined>;

  async function changeOne(actor: StaffSession, staffId: bigint, action: string, ip: string, apply: Apply) {
    return deps.db.transaction().execute(async (trx) => {
      const repo = staffAccountsRepository(trx);
      const before = visibleTo(actor, await repo.byId(staffId, trx, true));
      const effect = await apply(trx, before);
      const ended = effect?.endSessions
        ? await staffSessionsRepository(trx).revokeAll(staffId, now(), trx)
        : 0;
      const after = (await repo.byId(staffId, trx)) as StaffAccount;
      await deps.audit.record(
        {
          staffId: actor.staffId,
          action,
          targetType: 'staff',
          targetId: staffId,
          before: snapshot(before),
          after: { ...snapshot(after), ...(effect?.endSessions ? { sessionsEnded: ended } : {}) },
          ip,
        },
        trx,
      );
      return after;
    });
  }

  return {
    setStatus(actor: StaffSession, staffId: bigint, status: StaffStatus, ip: string) {
      refuseSelfLockout(actor, staffId, { status });
      return changeOne(
        actor,
        staffId,
        status === 'disabled' ? 'staff.disable' : 'staff.enable',
        ip,
        async (trx) => {
          await staffAccountsRepository(trx).setStatus(trx, staffId, status);
          return { endSessions: status === 'disabled' };
        },
      );
    },
    async resetPassword(actor: StaffSession, staffId: bigint, password: string, ip: string) {
      const hash = await hashPassword(password, deps.passwordCost);
      return changeOne(actor, staffId, 'staff.password_reset', ip, async (trx) => {
        await staffAccountsRepository(trx).setPassword(trx, staffId, hash);
        return { endSessions: true };
      });
    },
    resetTotp(actor: StaffSession, staffId: bigint, ip: string) {
      return changeOne(actor, staffId, 'staff.totp_reset', ip, async (trx) => {
        await signInRepository(trx).forget(trx, staffId);
        return { endSessions: true };
      });
    },
    setRoles(actor: StaffSession, staffId: bigint, roles: string[], ip: string) {
      refuseSelfLockout(actor, staffId, { roles });
      return changeOne(actor, staffId, 'staff.roles', ip, async (trx) => {
        await staffAccountsRepository(trx).setRoles(trx, staffId, [...new Set(roles)]);
        return undefined;
      });
    },
    setBrands(actor: StaffSession, staffId: bigint, requested: number[] | null, ip: string) {
      return changeOne(actor, staffId, 'staff.brands', ip, async (trx, before) => {
        const brands = await brandsFor(trx, actor, requested, before.brands);
        await staffAccountsRepository(trx).setBrands(
          trx,
          staffId,
          homeAmong(brands, before.homeMerchantId),
          brands ?? [],
        );
        return undefined;
      });
    },
  };
}

export type StaffAdminService = ReturnType<typeof staffAdminService>;
