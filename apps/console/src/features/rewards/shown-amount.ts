import { formatMinor, parseAmountToMinor } from '@pf/shared';

/** A decimal amount as the console shows money: grouped, two places ("100,000.00"). */
export const shownAmount = (amount: string | null) =>
  amount === null ? '' : formatMinor(parseAmountToMinor(amount) ?? 0n);
