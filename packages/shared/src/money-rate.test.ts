import { describe, expect, it } from 'vitest';
import { convertAtRate } from './money-rate.ts';

describe('conversion at a rate', () => {
  it('multiplies exactly and rounds down to the minor unit', () => {
    // 50.00 USDT at 25,400.00 VND: 1,270,000.00 VND.
    expect(convertAtRate(5_000n, 2_540_000n)).toBe(127_000_000n);
    // 0.01 USDT at 25,437.57: 254.3757 VND, credited 254.37.
    expect(convertAtRate(1n, 2_543_757n)).toBe(25_437n);
    // Far beyond what a float holds exactly.
    expect(convertAtRate(9_007_199_254_740_993n, 2_540_000n)).toBe(228_782_861_070_421_222_200n);
  });

  it('refuses a negative amount or a rate that is not positive', () => {
    expect(() => convertAtRate(-1n, 2_540_000n)).toThrow();
    expect(() => convertAtRate(1n, 0n)).toThrow();
  });
});
