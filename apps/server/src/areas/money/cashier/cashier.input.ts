// The request fields live with the contracts in the shared package; the cashier reads them here.
import type { Period } from '@pf/shared';

export {
  amountInput,
  PERIODS,
  type Period,
  pageInput,
  paymentPasswordInput,
  requestIdInput,
  returnUrlInput,
} from '@pf/shared';

/**
 * Start of the current §3 period in UTC: D today, W this week from Monday, H this half-month
 * (1st or 16th), M this month.
 */
export function periodStart(period: Period, now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (period) {
    case 'D':
      return new Date(Date.UTC(y, m, d));
    case 'W': {
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(y, m, d - sinceMonday));
    }
    case 'H':
      return new Date(Date.UTC(y, m, d >= 16 ? 16 : 1));
    case 'M':
      return new Date(Date.UTC(y, m, 1));
  }
}
