import { describe, expect, it } from 'vitest';
import { availableLanguages, pickLanguage } from './languages';

const merchant = { defaultLanguage: 'TY', supportedLanguages: ['EN', 'TY'] };

describe('pickLanguage', () => {
  it('prefers the stored choice, then the merchant default, then EN', () => {
    expect(pickLanguage('EN', merchant)).toBe('EN');
    expect(pickLanguage(null, merchant)).toBe('TY');
    expect(pickLanguage(null, { defaultLanguage: 'XX', supportedLanguages: ['XX'] })).toBe('EN');
  });

  it('ignores a stored language the merchant does not offer or the site does not know', () => {
    expect(pickLanguage('VI', merchant)).toBe('TY');
    expect(pickLanguage('XX', merchant)).toBe('TY');
  });

  it('accepts any site language before the merchant is known, with or without texts of its own', () => {
    expect(pickLanguage('vi')).toBe('VI');
    expect(pickLanguage('ar')).toBe('AR');
    expect(pickLanguage(null)).toBe('EN');
  });
});

describe('availableLanguages', () => {
  it("keeps the merchant's order, reads KR as KO, drops unknown codes and duplicates", () => {
    expect(availableLanguages(['ty', 'XX', 'JA', 'EN', 'TY', 'KR', 'ko'])).toEqual(['TY', 'JA', 'EN', 'KO']);
  });
});
