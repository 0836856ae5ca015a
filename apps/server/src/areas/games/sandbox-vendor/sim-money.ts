import { formatMinor } from '@pf/shared';
import { decimalToMinor } from '../vendors/vendor-amount.ts';

/** A vendor's decimal amount (a JSON number as the merchant answered it) as the screens show money. */
export function shownAmount(value: number, currency: string): string {
  const minor = decimalToMinor(String(value));
  return `${minor === null ? value.toFixed(2) : formatMinor(minor)} ${currency}`;
}

/** Hundredths as a plain decimal with two places ("1.95"), for odds and multipliers. */
export const hundredths = (x100: bigint) => `${x100 / 100n}.${String(x100 % 100n).padStart(2, '0')}`;
