import { LOTTERY_BET_ERROR_CODES } from '@pf/shared/contracts/lottery/lottery.errors';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** Lottery codes the bet slip explains in its own words (docs/lottery-engine.md). */
const CODES = [
  ...LOTTERY_BET_ERROR_CODES,
  'INSUFFICIENT_FUNDS',
  'DEMO_ACCOUNT',
  'IDEMPOTENCY_CONFLICT',
] as const;
type LotteryCode = (typeof CODES)[number];
const isLotteryCode = (code: string): code is LotteryCode => (CODES as readonly string[]).includes(code);

/** The text for a failed lottery call; other codes fall back to the site's error texts. */
export function lotteryErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && isLotteryCode(error.code)) return t(`lottery.errors.${error.code}`);
  return errorText(t, error);
}
