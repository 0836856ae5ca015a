import { describe, expect, it } from 'vitest';
import { checkField, formatMessage, MATCH_ALL, PATTERN_IDS, PATTERNS } from './patterns.ts';

describe('validation pattern catalogue', () => {
  it('has every id the demo register config names, each message with its bounds', () => {
    for (const id of [
      'LETTER_START_ALNUM',
      'PASSWORD_STRONG',
      'DIGITS',
      'FULL_NAME',
      'EMAIL',
      'NO_SPACE',
      'ALNUM',
      'DATE_YMD',
    ]) {
      expect(PATTERN_IDS).toContain(id);
    }
    expect(PATTERN_IDS).toHaveLength(22);
    for (const def of Object.values(PATTERNS)) expect(def.message.length).toBeGreaterThan(0);
  });

  it.each([
    ['LETTER_START_ALNUM', 'abc123', '1abc'],
    ['PASSWORD_STRONG', 'Abc@1234', 'abc@1234'],
    ['PASSWORD_STRONG', 'Abc@1234', 'Abc12345'],
    ['DIGITS', '0123', '12a'],
    ['FULL_NAME', 'Nguyen Van', 'Nguyen'],
    ['EMAIL', 'a@b.co', 'a@b'],
    ['NO_SPACE', 'line_id', 'line id'],
    ['ALNUM', 'abc123', 'abc-123'],
    ['ALNUM_MIXED', 'abc123', 'abcdef'],
    ['ALNUM_UPPER', 'Abc123', 'abc123'],
    ['DATE_YMD', '1990-12-31', '1990-13-01'],
    ['DATE_MDY', '12-31-1990', '1990-12-31'],
    ['UPPERCASE', 'ABC', 'AbC'],
    ['UPPER_SPACES', 'JOHN DOE', '   '],
    ['KOREAN', '홍길동', 'Hong'],
    ['THAI_ENGLISH', 'สมชาย John', 'John1'],
    ['KANJI_DIGITS', '张三123', 'abc'],
  ])('%s accepts %j and refuses %j', (pattern, good, bad) => {
    const rule = { pattern, min: 1, max: 50 };
    expect(checkField(rule, good)).toEqual({ ok: true });
    expect(checkField(rule, bad)).toMatchObject({ ok: false, reason: 'pattern' });
  });

  it("checks bounds in characters, and '*' only checks bounds", () => {
    const rule = { pattern: MATCH_ALL, min: 2, max: 3 };
    expect(checkField(rule, 'ab').ok).toBe(true);
    expect(checkField(rule, '😀😀😀').ok).toBe(true);
    expect(checkField(rule, 'a')).toMatchObject({
      ok: false,
      reason: 'length',
      message: 'Please enter 2 - 3 characters',
    });
    expect(checkField(rule, 'abcd')).toMatchObject({ ok: false, reason: 'length' });
  });

  it('fails closed on an id the catalogue does not know', () => {
    expect(checkField({ pattern: 'NO_SUCH', min: 0, max: 9 }, 'abc')).toMatchObject({
      ok: false,
      reason: 'pattern',
    });
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('{min} - {max} {x}', { min: 1, max: 2 })).toBe('1 - 2 {x}');
  });
});
