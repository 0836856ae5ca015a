import { describe, expect, it } from 'vitest';
import { defaultDialingCode } from './dialing-codes';

describe('default phone code', () => {
  it("follows the brand's currency before the reading language", () => {
    expect(defaultDialingCode('VND', 'EN')).toBe('84');
    expect(defaultDialingCode('vnd', 'TY')).toBe('84');
    expect(defaultDialingCode('PHP', 'EN')).toBe('63');
    expect(defaultDialingCode('IDR', 'VI')).toBe('62');
  });

  it('falls back to the language, then to the first market', () => {
    expect(defaultDialingCode('USD', 'TH')).toBe('66');
    expect(defaultDialingCode('USD', 'EN')).toBe('84');
  });
});
