import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { i18n } from '@/lib/i18n/i18n';
import { displayAmount } from './money';

/** Limits in a refusal ({ min, max }) arrive as plain decimals; show them as every amount is shown. */
function paramsOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      typeof v === 'string' && /^-?\d+(\.\d{1,2})?$/.test(v) ? displayAmount(v) : v,
    ]),
  );
}

/**
 * The text for a failed cashier call: the wallet's own translation of the server code when it has
 * one (insufficient funds, wrong payment password, limits), else the site's general error text.
 */
export function walletErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `wallet.errors.${error.code}`;
    if (i18n.exists(key)) {
      const text = String(t(key as never, paramsOf(error.value) as never));
      // A sentence whose values did not arrive would show raw placeholders; the server's is filled.
      if (!text.includes('{{') || !error.message) return text;
      return error.message;
    }
  }
  return errorText(t, error);
}
