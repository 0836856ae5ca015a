import { describe, expect, it } from 'vitest';
import { formatMinor, parseAmountToMinor } from './money.ts';

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
