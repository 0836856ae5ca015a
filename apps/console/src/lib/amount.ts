import { formatMinor, parseAmountToMinor } from '@pf/shared';

/**
 * An amount as the API answers it ("200000.00") in the platform's one number format
 * ("200,000.00", decision 0017); anything else is shown as it came.
 */
export function shownAmount(amount: string): string {
  const minor = parseAmountToMinor(amount);
  return minor === null ? amount : formatMinor(minor);
}
