import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
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
type OwnCode = (typeof OWN_CODES)[number];

const isOwn = (code: string): code is OwnCode => (OWN_CODES as readonly string[]).includes(code);

/** A failed game call in the player's language; codes of other areas fall back to the site's texts. */
export function inhouseErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && isOwn(error.code)) {
    const value = (error.value ?? {}) as { min?: string; max?: string };
    return t(`inhouse.errors.${error.code}`, {
      min: value.min ? displayAmount(value.min) : '',
      max: value.max ? displayAmount(value.max) : '',
    });
  }
  return errorText(t, error);
}
