import { formatMinor, formatMinorPlain, parseAmountToMinor } from '@pf/shared';

export type StakeCheck =
  | { ok: true; stake: bigint }
  | { ok: false; problem: 'invalid' }
  | { ok: false; problem: 'min' | 'max'; limit: string };

/** A typed stake against the game's per-line limits (decimal strings with two places). */
export function checkStake(text: string, minStake: string, maxStake: string): StakeCheck {
  const stake = parseAmountToMinor(text);
  if (stake === null || stake <= 0n) return { ok: false, problem: 'invalid' };
  const min = parseAmountToMinor(minStake);
  const max = parseAmountToMinor(maxStake);
  if (min !== null && stake < min) return { ok: false, problem: 'min', limit: minStake };
  if (max !== null && stake > max) return { ok: false, problem: 'max', limit: maxStake };
  return { ok: true, stake };
}

/** A rate as a multiplier with two places, grouped as amounts (99 per 27 → "3.66", 8000 → "8,000.00"). */
export function rateMultiplier(pay: number, per: number): string {
  return formatMinor((BigInt(pay) * 100n) / BigInt(per));
}

/** A stake limit from the API ("1000.00") as amounts are shown ("1,000.00"); unreadable text as sent. */
export function showLimit(limit: string): string {
  const minor = parseAmountToMinor(limit);
  return minor === null ? limit : formatMinor(minor);
}

/** A stake as the box holds it: whole units when it has no cents ("10000"), else two places. */
export function stakeText(minor: bigint): string {
  return minor % 100n === 0n ? String(minor / 100n) : formatMinorPlain(minor);
}
