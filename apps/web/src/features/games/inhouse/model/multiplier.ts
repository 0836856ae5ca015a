import { formatMinor } from '@pf/shared';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, limboWinningDraws } from '@pf/shared/inhouse/index';

/** A multiplier held in hundredths (250) as text with thousands separators (2.50). */
export const displayHundredths = (h: number): string => formatMinor(BigInt(h));

/** A typed target ("2", "2.5", "1,000") in hundredths, or null when it is not a valid target. */
export function parseTarget(text: string): number | null {
  const clean = text.trim().replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole = '0', frac = ''] = clean.split('.');
  const h = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return h >= LIMBO_MIN_TARGET && h <= LIMBO_MAX_TARGET ? h : null;
}

/** A target's exact win chance as a percentage with enough digits to be non-zero. */
export function limboChanceText(target: number): string {
  const pct = (Number(limboWinningDraws(target)) / 2 ** 52) * 100;
  return `${pct
    .toFixed(pct >= 0.01 ? 4 : 8)
    .replace(/0+$/, '')
    .replace(/\.$/, '')}%`;
}
