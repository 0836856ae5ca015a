import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';
import { errorText, ownCode } from '@/lib/error-text';
import { displayAmount } from './money';

const OWN_CODES = [
  'INHOUSE_STAKE_RANGE',
  'INSUFFICIENT_FUNDS',
  'INHOUSE_ROUND_OPEN',
  'INHOUSE_DICE_TARGET',
  'INHOUSE_NOTHING_TO_CASH_OUT',
  'INHOUSE_ROUND_SETTLED',
  'INHOUSE_GAME_UNAVAILABLE',
  'INHOUSE_ROUND_NOT_FOUND',
  'IDEMPOTENCY_CONFLICT',
] as const;

/** A failed game call in the player's language; codes of other areas fall back to the site's texts. */
export function inhouseErrorText(t: TFunction, error: unknown): string {
  const code = ownCode(error, OWN_CODES);
  if (code && error instanceof ApiError) {
    const value = (error.value ?? {}) as { min?: string; max?: string };
    return t(`inhouse.errors.${code}`, {
      min: value.min ? displayAmount(value.min) : '',
      max: value.max ? displayAmount(value.max) : '',
    });
  }
  return errorText(t, error);
}
