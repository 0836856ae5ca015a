import type { RegisterFieldConfig } from '@pf/shared';
import type { TFunction } from 'i18next';
import { i18n } from '../i18n/i18n';
import { matchesPattern } from './patterns';

/** A field's rule as the merchant configures it (§5): a catalogue pattern id and length bounds. */
export type FieldRule = Pick<RegisterFieldConfig, 'pattern' | 'min' | 'max'>;

/** Used when a merchant configures no password rule: any characters, 6 to 20 of them. */
export const DEFAULT_PASSWORD_RULE: FieldRule = { pattern: '*', min: 6, max: 20 };

/**
 * Checks `value` against a rule; returns true or the message to show (react-hook-form's contract).
 * Passwords get the spec's own length sentence; everything else the pattern's message with bounds.
 */
export function checkRule(t: TFunction, rule: FieldRule, value: string, kind: 'password' | 'text' = 'text') {
  const length = [...value].length;
  const bounds = { min: rule.min, max: rule.max };
  if (length < rule.min || length > rule.max) {
    return kind === 'password' ? t('validation.passwordLength', bounds) : t('pattern.LENGTH', bounds);
  }
  if (matchesPattern(rule.pattern, value)) return true;
  const key = `pattern.${rule.pattern}`;
  // Pattern ids come from the server's catalogue; one we cannot name still gets a clear message.
  return i18n.exists(key) ? t(key as never, bounds) : t('pattern.LENGTH', bounds);
}
