import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { StaffAccount } from './staff-accounts.repository.ts';

/**
 * Whom an admin may see and change: a session on every brand sees everyone, a session on one
 * brand the staff of that brand (never a platform operator, whose reach is wider than theirs).
 */
export function visibleTo(actor: StaffSession, target: StaffAccount | undefined): StaffAccount {
  const seen = target && (actor.merchantId === null || (target.brands?.includes(actor.merchantId) ?? false));
  if (!seen) throw new AppError('STAFF_NOT_FOUND');
  return target;
}

/**
 * The brands an admin gives an operator: a platform admin any existing brands or every brand;
 * a brand admin only brands of their own, and the operator keeps brands outside the admin's reach.
 */
export function grantedBrands(
  actorBrands: number[] | null,
  requested: number[] | null,
  current: number[] | null,
): number[] | null {
  if (actorBrands === null) return requested === null ? null : [...new Set(requested)].sort((a, b) => a - b);
  if (requested === null || requested.some((id) => !actorBrands.includes(id))) {
    throw new AppError('STAFF_BRAND_NOT_ALLOWED');
  }
  const kept = (current ?? []).filter((id) => !actorBrands.includes(id));
  return [...new Set([...requested, ...kept])].sort((a, b) => a - b);
}

/** The home brand among new brands: the old one while it stays, else the first. */
export function homeAmong(brands: number[] | null, home: number | null): number | null {
  if (brands === null) return null;
  return home !== null && brands.includes(home) ? home : (brands[0] ?? null);
}

/** An admin keeps the means to manage: they may not disable themselves nor drop their admin role. */
export function refuseSelfLockout(
  actor: StaffSession,
  targetId: bigint,
  change: { status?: string; roles?: string[] },
) {
  if (actor.staffId !== targetId) return;
  if (change.status === 'disabled' || (change.roles && !change.roles.includes('admin'))) {
    throw new AppError('STAFF_SELF_LOCKOUT');
  }
}
