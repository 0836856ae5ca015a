import { describe, expect, it } from 'vitest';
import { formatCount, formatMinor, parseAmountToMinor } from './money.ts';

describe('formatMinor', () => {
  it('shows two decimals with comma thousands separators', () => {
    expect(formatMinor(0n)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(123456789n)).toBe('1,234,567.89');
    expect(formatMinor('-100000')).toBe('-1,000.00');
  });
  it('keeps precision beyond 2^53', () => {
    expect(formatMinor(9007199254740993n)).toBe('90,071,992,547,409.93');
  });
});

describe('formatCount', () => {
  it('groups whole numbers with commas, as amounts are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(0n)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(17901)).toBe('17,901');
    expect(formatCount(5114676n)).toBe('5,114,676');
    expect(formatCount('1234567')).toBe('1,234,567');
  });
  it('keeps the sign of negatives outside the grouping', () => {
    expect(formatCount(-5)).toBe('-5');
    expect(formatCount(-100)).toBe('-100');
    expect(formatCount(-1000)).toBe('-1,000');
    expect(formatCount(-123456789n)).toBe('-123,456,789');
  });
  it('keeps every digit of values beyond 2^53', () => {
    expect(formatCount(9007199254740993n)).toBe('9,007,199,254,740,993');
    expect(formatCount(-(10n ** 21n))).toBe('-1,000,000,000,000,000,000,000');
    expect(formatCount(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
  });
  it('refuses fractions instead of rounding them away', () => {
    expect(() => formatCount(1.5)).toThrow();
    expect(() => formatCount(Number.NaN)).toThrow();
    expect(() => formatCount('12.5')).toThrow();
  });
  it('groups the same way in every language: no locale is read', () => {
    expect(formatCount(17901)).toBe(formatMinor(1790100n).slice(0, -3));
  });
});

describe('parseAmountToMinor', () => {
  it('parses typed amounts without floats', () => {
    expect(parseAmountToMinor('1,234.5')).toBe(123450n);
    expect(parseAmountToMinor('0.07')).toBe(7n);
    expect(parseAmountToMinor('10')).toBe(1000n);
  });
  it('refuses malformed input', () => {
    for (const bad of ['', 'abc', '1.234', '-5', '1e3']) expect(parseAmountToMinor(bad)).toBeNull();
  });
});
