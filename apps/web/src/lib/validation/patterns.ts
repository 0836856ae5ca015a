/**
 * The validation pattern catalogue of §5, by id. '*' (and LENGTH) accept anything: their rule is
 * the length bounds alone, checked by the caller.
 */
const PATTERNS: Record<string, RegExp> = {
  LETTER_START_ALNUM: /^[A-Za-z][A-Za-z0-9]*$/,
  KANJI_DIGITS: /^[\p{Script=Han}0-9]+$/u,
  EMAIL: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  ALNUM: /^[A-Za-z0-9]+$/,
  ALNUM_MIXED: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/,
  DIGITS: /^\d+$/,
  ALNUM_UPPER: /^(?=.*[A-Z])[A-Za-z0-9]+$/,
  LETTERS_SPACES: /^[A-Za-z ]+$/,
  NO_SPACE: /^\S+$/,
  CHINESE_PUNCT: /^[\p{Script=Han}\p{P}]+$/u,
  DATE_YMD: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  DATE_MDY: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/,
  KOREAN: /^[\p{Script=Hangul} ]+$/u,
  THAI: /^[\p{Script=Thai} ]+$/u,
  THAI_ENGLISH: /^[\p{Script=Thai}A-Za-z ]+$/u,
  UPPER_SPACES: /^(?=.*[A-Z])[A-Z ]+$/,
  ALNUM_SYMBOLS: /^[\x21-\x7e]+$/,
  PASSWORD_STRONG: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/,
  FULL_NAME: /^\S+( \S+)+$/,
  FULLWIDTH_JP: /^[\u3000-\u30ff\uff01-\uff9f\p{Script=Han}]+$/u,
  UPPERCASE: /^[A-Z]+$/,
};

export function matchesPattern(id: string, value: string): boolean {
  const pattern = PATTERNS[id];
  // '*' and unknown ids match everything; the server checks again with its own catalogue.
  return pattern ? pattern.test(value) : true;
}
