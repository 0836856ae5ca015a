import { formatMinorPlain, MISSION_CLAIM_GRACE_MS, type MissionState, type MissionView } from '@pf/shared';
import type { ClaimRow, MissionRow } from './missions.repository.ts';
import type { MissionKind, MissionNames } from './missions.tables.ts';

/** A name in the asked language, else English, else any. */
export function nameIn(names: MissionNames, language: string | undefined): string {
  return (language && names[language]) || names.EN || Object.values(names).find(Boolean) || '';
}

/** Bets are counted, everything else is money with two decimals (§9). */
export function figure(kind: MissionKind, value: bigint): string {
  return kind === 'bet_count' ? value.toString() : formatMinorPlain(value);
}

export const claimUntil = (m: MissionRow) => new Date(m.ends_at.getTime() + MISSION_CLAIM_GRACE_MS);

/**
 * Claimed once paid; claimable when the target is reached and the claim window is open (the period
 * and the grace after it); expired when the period ended short of the target or the window closed.
 */
export function stateOf(m: MissionRow, progress: bigint, claimed: boolean, now: Date): MissionState {
  if (claimed) return 'claimed';
  const done = progress >= m.target;
  if (now < m.ends_at) return done ? 'claimable' : 'in_progress';
  return done && now < claimUntil(m) ? 'claimable' : 'expired';
}

export function percentOf(progress: bigint, target: bigint): number {
  if (progress <= 0n) return 0;
  const p = (progress * 100n) / target;
  return p >= 100n ? 100 : Number(p);
}

export function missionView(
  m: MissionRow,
  x: {
    progress: bigint;
    claim: ClaimRow | undefined;
    currency: string;
    language: string | undefined;
    now: Date;
  },
): MissionView {
  return {
    id: m.id.toString(),
    name: nameIn(m.names, x.language),
    kind: m.kind,
    category: m.category as MissionView['category'],
    target: figure(m.kind, m.target),
    progress: figure(m.kind, x.progress > 0n ? x.progress : 0n),
    percent: percentOf(x.progress, m.target),
    reward: formatMinorPlain(m.reward),
    currency: x.currency,
    startsAt: m.starts_at.toISOString(),
    endsAt: m.ends_at.toISOString(),
    claimUntil: claimUntil(m).toISOString(),
    state: stateOf(m, x.progress, x.claim !== undefined, x.now),
    claimedAt: x.claim?.created_at.toISOString() ?? null,
  };
}
