import { parseAmountToMinor } from '@pf/shared';

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

/** A rate as a multiplier with two places, e.g. 99 per 27 → "3.66", without floats. */
export function rateMultiplier(pay: number, per: number): string {
  const hundredths = (BigInt(pay) * 100n) / BigInt(per);
  const whole = hundredths / 100n;
  return `${whole}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
