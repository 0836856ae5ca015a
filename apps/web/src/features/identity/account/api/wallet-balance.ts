import { formatMinor, parseAmountToMinor } from '@pf/shared';

/** Two decimals with comma thousands (§9); an amount we cannot parse is shown as sent. */
export function displayBalance(sumBalance: string): string {
  const minor = parseAmountToMinor(sumBalance);
  return minor === null ? sumBalance : formatMinor(minor);
}
