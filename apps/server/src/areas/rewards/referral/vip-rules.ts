import type { Figures, VipRuleRow } from './vip.repository.ts';

/** VIP periods are calendar months in UTC; `key` names one ('2026-11'). */
export function periodOf(now: Date): { from: Date; to: Date; key: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from, to, key: from.toISOString().slice(0, 7) };
}

/** The last whole period before `now`'s. */
export function previousPeriod(now: Date): { from: Date; to: Date; key: string } {
  return periodOf(new Date(periodOf(now).from.getTime() - 1));
}

const reaches = (r: VipRuleRow, f: Figures) => f.validBet >= r.min_valid_bet && f.deposit >= r.min_deposit;
const keeps = (r: VipRuleRow, f: Figures) => f.validBet >= r.keep_valid_bet && f.deposit >= r.keep_deposit;

/** The highest level whose turnover and deposit thresholds the figures meet (1 when none). */
export function reachedLevel(rules: readonly VipRuleRow[], f: Figures): number {
  return rules.filter((r) => reaches(r, f)).reduce((top, r) => Math.max(top, r.level), 1);
}

/**
 * The level a member keeps after a period with these figures: their own when it has no rule
 * (set by staff outside the rules) or its keep rule is met, else the highest lower level whose
 * keep rule is met, else 1.
 */
export function keptLevel(rules: readonly VipRuleRow[], current: number, f: Figures): number {
  const own = rules.find((r) => r.level === current);
  if (!own || keeps(own, f)) return current;
  return rules.filter((r) => r.level < current && keeps(r, f)).reduce((top, r) => Math.max(top, r.level), 1);
}

/** Whether each level needs at least as much as the one below (else levels could be skipped oddly). */
export function rulesAscend(rules: readonly { level: number; minValidBet: bigint; minDeposit: bigint }[]) {
  const sorted = [...rules].sort((a, b) => a.level - b.level);
  return sorted.every(
    (r, i) =>
      i === 0 ||
      (r.minValidBet >= (sorted[i - 1]?.minValidBet ?? 0n) &&
        r.minDeposit >= (sorted[i - 1]?.minDeposit ?? 0n)),
  );
}
