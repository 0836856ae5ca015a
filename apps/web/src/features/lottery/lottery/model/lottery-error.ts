import { LOTTERY_BET_ERROR_CODES } from '@pf/shared/contracts/lottery/lottery.errors';
import type { TFunction } from 'i18next';
import { errorText, ownCode } from '@/lib/error-text';

/** Lottery codes the bet slip explains in its own words (docs/lottery-engine.md). */
const CODES = [
  ...LOTTERY_BET_ERROR_CODES,
  'INSUFFICIENT_FUNDS',
  'DEMO_ACCOUNT',
  'IDEMPOTENCY_CONFLICT',
] as const;

/** The text for a failed lottery call; other codes fall back to the site's error texts. */
export function lotteryErrorText(t: TFunction, error: unknown): string {
  const code = ownCode(error, CODES);
  if (code) return t(`lottery.errors.${code}`);
  return errorText(t, error);
}
