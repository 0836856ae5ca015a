/**
 * The generic validation patterns of §5, by id. A merchant's register config names a pattern id
 * plus min/max length bounds per field; server and web both check fields through `checkField`,
 * so a value the form accepts is a value the server accepts.
 */
export interface PatternDef {
  /** Tested against the whole value; `null` means only the length bounds apply. */
  regex: RegExp | null;
  /** English text with {min} and {max}; the web translates by `pattern.<id>`. */
  message: string;
}

/** The id that matches anything: only the bounds apply. */
export const MATCH_ALL = '*';

export const PATTERNS = {
  LENGTH: { regex: null, message: 'Please enter {min} - {max} characters' },
  LETTER_START_ALNUM: {
    regex: /^[A-Za-z][A-Za-z0-9]*$/,
    message: 'Start with a letter, then letters or digits, {min} - {max} characters',
  },
  KANJI_DIGITS: {
    regex: /^[\p{Script=Han}0-9]+$/u,
    message: 'Chinese characters and digits only, {min} - {max} characters',
  },
  EMAIL: {
    regex: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
    message: 'Please enter a valid email address of {min} - {max} characters',
  },
  ALNUM: { regex: /^[A-Za-z0-9]+$/, message: 'Letters or digits only, {min} - {max} characters' },
  ALNUM_MIXED: {
    regex: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/,
    message: 'Both letters and digits, {min} - {max} characters',
  },
  DIGITS: { regex: /^\d+$/, message: 'Digits only, {min} - {max} digits' },
  ALNUM_UPPER: {
    regex: /^(?=.*[A-Z])[A-Za-z0-9]+$/,
    message: 'Letters or digits with at least one uppercase letter, {min} - {max} characters',
  },
  LETTERS_SPACES: {
    regex: /^[A-Za-z ]+$/,
    message: 'English letters and spaces only, {min} - {max} characters',
  },
  NO_SPACE: { regex: /^\S+$/, message: 'No spaces, {min} - {max} characters' },
  CHINESE_PUNCT: {
    regex: /^[\p{Script=Han}\p{P}]+$/u,
    message: 'Chinese characters and punctuation only, {min} - {max} characters',
  },
  DATE_YMD: {
    regex: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    message: 'Please enter a date as yyyy-MM-dd',
  },
  DATE_MDY: {
    regex: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/,
    message: 'Please enter a date as MM-dd-yyyy',
  },
  KOREAN: { regex: /^[\p{Script=Hangul} ]+$/u, message: 'Korean only, {min} - {max} characters' },
  THAI: { regex: /^[\p{Script=Thai} ]+$/u, message: 'Thai only, {min} - {max} characters' },
  THAI_ENGLISH: {
    regex: /^[\p{Script=Thai}A-Za-z ]+$/u,
    message: 'Thai or English letters only, {min} - {max} characters',
  },
  UPPER_SPACES: {
    regex: /^(?=.*[A-Z])[A-Z ]+$/,
    message: 'Uppercase letters and spaces with at least one letter, {min} - {max} characters',
  },
  ALNUM_SYMBOLS: {
    regex: /^[\x21-\x7e]+$/,
    message: 'Letters, digits and symbols, {min} - {max} characters',
  },
  PASSWORD_STRONG: {
    regex: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/,
    message: 'Use upper and lower case letters, a digit and a symbol, {min} - {max} characters',
  },
  FULL_NAME: {
    regex: /^\S+( \S+)+$/,
    message: 'First and last name separated by a space, {min} - {max} characters',
  },
  FULLWIDTH_JP: {
    regex: /^[\u3000-\u30ff\uff01-\uff9f\p{Script=Han}]+$/u,
    message: 'Full-width Japanese only, {min} - {max} characters',
  },
  UPPERCASE: { regex: /^[A-Z]+$/, message: 'Uppercase letters only, {min} - {max} characters' },
} as const satisfies Record<string, PatternDef>;

export type PatternId = keyof typeof PATTERNS;

export const PATTERN_IDS = Object.keys(PATTERNS) as PatternId[];

export function isPatternId(id: string): id is PatternId {
  return Object.hasOwn(PATTERNS, id);
}

/** Fills {name} placeholders: formatMessage('{min} - {max}', {min: 1, max: 2}) === '1 - 2'. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}

/** A field rule: catalogue pattern id ('*' = anything) and length bounds in characters. */
export interface FieldRule {
  pattern: string;
  min: number;
  max: number;
}

export type FieldCheck =
  | { ok: true }
  | { ok: false; reason: 'length' | 'pattern'; pattern: string; min: number; max: number; message: string };

/**
 * Checks a value against a rule. Length counts code points, so an emoji is one character.
 * An id the catalogue does not know fails closed: a typo in a merchant's config must not turn
 * a rule off silently.
 */
export function checkField(rule: FieldRule, value: string): FieldCheck {
  const length = [...value].length;
  const def: PatternDef | undefined =
    rule.pattern === MATCH_ALL
      ? PATTERNS.LENGTH
      : isPatternId(rule.pattern)
        ? PATTERNS[rule.pattern]
        : undefined;
  const fail = (reason: 'length' | 'pattern'): FieldCheck => ({
    ok: false,
    reason,
    pattern: rule.pattern,
    min: rule.min,
    max: rule.max,
    message: formatMessage(def?.message ?? PATTERNS.LENGTH.message, { min: rule.min, max: rule.max }),
  });
  if (length < rule.min || length > rule.max) return fail('length');
  if (!def) return fail('pattern');
  if (def.regex && !def.regex.test(value)) return fail('pattern');
  return { ok: true };
}
