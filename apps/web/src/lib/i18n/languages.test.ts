import { describe, expect, it } from 'vitest';
import { availableLanguages, pickLanguage } from './languages';

const merchant = { defaultLanguage: 'TY', supportedLanguages: ['EN', 'TY'] };

describe('pickLanguage', () => {
  it('prefers the stored choice, then the merchant default, then EN', () => {
    expect(pickLanguage('EN', merchant)).toBe('EN');
    expect(pickLanguage(null, merchant)).toBe('TY');
    expect(pickLanguage(null, { defaultLanguage: 'JA', supportedLanguages: ['JA'] })).toBe('EN');
  });

  it('ignores a stored language the merchant does not offer or we do not ship', () => {
    expect(pickLanguage('VI', merchant)).toBe('TY');
    expect(pickLanguage('JA', merchant)).toBe('TY');
  });

  it('accepts any shipped language before the merchant is known', () => {
    expect(pickLanguage('vi')).toBe('VI');
    expect(pickLanguage(null)).toBe('EN');
  });
});

describe('availableLanguages', () => {
  it("keeps the merchant's order, drops unknown codes and duplicates", () => {
    expect(availableLanguages(['ty', 'JA', 'EN', 'TY'])).toEqual(['TY', 'EN']);
  });
});
