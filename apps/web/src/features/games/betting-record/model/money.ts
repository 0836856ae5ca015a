import { formatMinor } from '@pf/shared';
import { toMinor } from '@/lib/signed-amount';

export { displayAmount } from '@/lib/signed-amount';

/** A profit with its sign, so a loss and a gain read apart at a glance. */
export function displayProfit(amount: string): string {
  const minor = toMinor(amount);
  if (minor === null) return amount;
  return minor > 0n ? `+${formatMinor(minor)}` : formatMinor(minor);
}

export function toneOf(amount: string): 'up' | 'down' | 'flat' {
  const minor = toMinor(amount) ?? 0n;
  return minor > 0n ? 'up' : minor < 0n ? 'down' : 'flat';
}
