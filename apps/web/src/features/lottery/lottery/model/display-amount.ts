import { formatMinor, parseAmountToMinor } from '@pf/shared';

/** A decimal amount from the server with comma thousands (§9); shown as sent if unreadable. */
export function displayAmount(amount: string): string {
  const minor = parseAmountToMinor(amount);
  return minor === null ? amount : formatMinor(minor);
}
