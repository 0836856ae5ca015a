import { describe, expect, it } from 'vitest';
import { internationalNumber, isPhoneNumber, nationalNumber, phoneAccountName } from './phone-number.ts';

describe('phone numbers', () => {
  it('reads a number the same with or without its trunk 0 and separators', () => {
    for (const typed of ['912345678', '0912345678', ' 0912 345 678 ', '0912-345-678', '(0912) 345.678']) {
      expect(isPhoneNumber(typed), typed).toBe(true);
      expect(nationalNumber(typed), typed).toBe('912345678');
      expect(internationalNumber('+84', typed), typed).toBe('84912345678');
      expect(phoneAccountName(typed), typed).toBe('0912345678');
    }
  });

  it('leaves names that are not numbers alone and refuses what is not a number', () => {
    expect(phoneAccountName(' player01 ')).toBe('player01');
    expect(phoneAccountName('12ab')).toBe('12ab');
    for (const typed of ['12345', '1234567890123456', '+84912345678', '0912a45678', '']) {
      expect(isPhoneNumber(typed), typed).toBe(false);
    }
  });
});
