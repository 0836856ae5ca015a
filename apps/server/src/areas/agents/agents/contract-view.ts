import { CONTRACT_RATE_MAX_BP, type ContractType, formatMinorPlain, type Period } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';
import type { StoredTier } from './agents.tables.ts';
import type { ContractRecord } from './contracts.repository.ts';

export interface TierInput {
  minValidBet: bigint;
  minActiveMembers: number;
  rate: number;
}

/** Tiers as stored (thresholds in minor units as text) and the highest rate, which caps compare. */
export function storedTiers(tiers: TierInput[]): { tiers: StoredTier[]; rate: number } {
  return {
    tiers: tiers.map((t) => ({
      minValidBet: t.minValidBet.toString(),
      minActiveMembers: t.minActiveMembers,
      rate: t.rate,
    })),
    rate: Math.max(0, ...tiers.map((t) => t.rate)),
  };
}

/**
 * §3 Periods belong to dividends (D, W, H, M; monthly unless asked); a daily salary is settled
 * daily, an hourly one hourly and a real-time one every five minutes, so they carry none.
 */
export function periodFor(type: ContractType, asked: Period | undefined): Period | null {
  if (type === 'dividend') return asked ?? 'M';
  if (asked !== undefined && !(type === 'daily' && asked === 'D')) {
    throw new AppError('VALIDATION', 'period: only dividend contracts choose a period', {
      fields: ['body.period'],
    });
  }
  return type === 'daily' ? 'D' : null;
}

/** The rate a member may not exceed when it offers: its own contract's, or the brand's cap at the top. */
export function capFrom(isTop: boolean, topCap: number | null | undefined, own: ContractRecord | undefined) {
  if (isTop) return topCap ?? CONTRACT_RATE_MAX_BP;
  return own ? own.rate : null;
}

/** A contract as its two parties see it; `awaitingMe` from the caller's side. */
export function contractView(c: ContractRecord, callerId: bigint) {
  const awaitingMe =
    (c.status === 'pending' && c.downline_id === callerId) ||
    (c.status === 'terminating' && c.termination_requested_by !== callerId);
  return {
    id: c.id.toString(),
    type: c.contract_type,
    upline: c.upline_username,
    downline: c.downline_username,
    status: c.status,
    tiers: c.tiers.map((t) => ({
      minValidBet: formatMinorPlain(t.minValidBet),
      minActiveMembers: t.minActiveMembers,
      rate: t.rate,
    })),
    rate: c.rate,
    period: c.period,
    offeredAt: c.offered_at.toISOString(),
    validFrom: c.valid_from?.toISOString() ?? null,
    validTo: c.valid_to?.toISOString() ?? null,
    terminationRequestedBy: c.requester_username,
    endReason: c.end_reason,
    awaitingMe,
  };
}

export type ContractView = ReturnType<typeof contractView>;
