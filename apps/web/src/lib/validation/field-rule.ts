import { checkField, type FieldRule } from '@pf/shared';
import type { TFunction } from 'i18next';
import { i18n } from '../i18n/i18n';

export type { FieldRule };

/**
 * Checks `value` with the shared pattern catalogue (the server runs the same check) and returns
 * true or the translated message (react-hook-form's contract). Passwords that are too short or
 * long get the spec's own sentence; everything else the pattern's message with its bounds.
 */
export function checkRule(t: TFunction, rule: FieldRule, value: string, kind: 'password' | 'text' = 'text') {
  const result = checkField(rule, value);
  if (result.ok) return true;
  const bounds = { min: rule.min, max: rule.max };
  if (result.reason === 'length' && kind === 'password') return t('validation.passwordLength', bounds);
  const key = `pattern.${rule.pattern === '*' ? 'LENGTH' : rule.pattern}`;
  // An id the catalogue does not know still fails (closed); say so in the server's words.
  return i18n.exists(key) ? t(key as never, bounds) : result.message;
}
