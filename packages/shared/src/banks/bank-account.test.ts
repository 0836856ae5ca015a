import { describe, expect, it } from 'vitest';
import {
  checkAccountNumber,
  holderNamesMatch,
  isHolderName,
  maskAccountNumber,
  normaliseHolderName,
} from './bank-account.ts';
import { bankByBin, bankByCode, VN_BANKS } from './vn-banks.ts';

describe('the bank list', () => {
  it('has one entry per code and per six-digit NAPAS BIN, each with a sane length rule', () => {
    expect(new Set(VN_BANKS.map((b) => b.code)).size).toBe(VN_BANKS.length);
    expect(new Set(VN_BANKS.map((b) => b.bin)).size).toBe(VN_BANKS.length);
    for (const b of VN_BANKS) {
      expect(b.bin, b.code).toMatch(/^9704\d{2}$/);
      expect(b.account.minDigits, b.code).toBeGreaterThanOrEqual(6);
      expect(b.account.maxDigits, b.code).toBeGreaterThanOrEqual(b.account.minDigits);
      expect(b.account.maxDigits, b.code).toBeLessThanOrEqual(19);
    }
  });

  it('finds a bank by code and by BIN', () => {
    expect(bankByCode('VCB')?.bin).toBe('970436');
    expect(bankByBin('970415')?.shortName).toBe('VietinBank');
    expect(bankByCode('NOPE')).toBeUndefined();
  });
});

describe('account numbers', () => {
  it("accepts digits within the bank's lengths, with the grouping people type taken out", () => {
    expect(checkAccountNumber('VCB', '0071 0001-23.456')).toEqual({
      ok: true,
      accountNumber: '0071000123456',
    });
    expect(checkAccountNumber('VBA', '1234567890123')).toEqual({ ok: true, accountNumber: '1234567890123' });
  });

  it('refuses one digit too few or too many for the bank, letters, and an unknown bank', () => {
    // Agribank numbers are thirteen digits.
    expect(checkAccountNumber('VBA', '123456789012')).toEqual({
      ok: false,
      reason: 'length',
      minDigits: 13,
      maxDigits: 13,
    });
    expect(checkAccountNumber('VBA', '12345678901234')).toMatchObject({ ok: false, reason: 'length' });
    expect(checkAccountNumber('VCB', '00710001234O6')).toMatchObject({ ok: false, reason: 'digits' });
    expect(checkAccountNumber('VCB', '')).toMatchObject({ ok: false, reason: 'digits' });
    expect(checkAccountNumber('XYZ', '0071000123456')).toEqual({ ok: false, reason: 'unknown_bank' });
  });
});

describe('holder names', () => {
  it('compare without case, Vietnamese diacritics (đ included) or extra spaces', () => {
    expect(normaliseHolderName('  Nguyễn   Văn  Ân ')).toBe('NGUYEN VAN AN');
    expect(normaliseHolderName('Đặng Thị Ḿỹ')).toBe('DANG THI MY');
    expect(holderNamesMatch('nguyen van an', 'NGUYỄN VĂN ÂN')).toBe(true);
    expect(holderNamesMatch('Trần Thị Bích', 'TRAN THI BICH')).toBe(true);
  });

  it('do not match another name, a part of the name, or nothing', () => {
    expect(holderNamesMatch('Nguyen Van Anh', 'Nguyễn Văn Ân')).toBe(false);
    expect(holderNamesMatch('Nguyen Van', 'Nguyễn Văn Ân')).toBe(false);
    expect(holderNamesMatch('', '')).toBe(false);
  });

  it('are letters and spaces only', () => {
    expect(isHolderName('Lê Văn Tám')).toBe(true);
    expect(isHolderName('Le Van 8')).toBe(false);
    expect(isHolderName('A')).toBe(false);
    expect(isHolderName('Le-Van')).toBe(false);
  });
});

it('masks all but the last four digits', () => {
  expect(maskAccountNumber('0071000123456')).toBe('•••• 3456');
  expect(maskAccountNumber('1234')).toBe('1234');
});
