import { describe, expect, it } from 'vitest';
import { accrue } from './rebate.math.ts';

const rates = new Map([
  ['RNG', 80],
  ['LIVE', 50],
]);

describe('rebate accrual (docs/rebate.md)', () => {
  it('pays 9.87 of 1,234.56 at 0.80% and carries the 0.00648 to the next claim', () => {
    const first = accrue([{ category: 'RNG', validBet: 123_456n }], {}, rates, 0n);
    expect(first).toEqual({
      categories: [{ category: 'RNG', validBet: 123_456n, rateBps: 80, amount: 987n }],
      amount: 987n,
      claimed: { RNG: '123456' },
      remainder: 6_480n,
    });
    // 0.50 more at 0.80% is 0.004, alone worth nothing; with the carried 0.00648 it pays 0.01.
    const next = accrue([{ category: 'RNG', validBet: 123_506n }], first.claimed, rates, first.remainder);
    expect(next).toMatchObject({ amount: 1n, remainder: 480n, claimed: { RNG: '123506' } });
  });

  it('sums categories at their own rates; a category without a rate earns nothing but is consumed', () => {
    const a = accrue(
      [
        { category: 'LIVE', validBet: 20_000n },
        { category: 'RNG', validBet: 10_000n },
        { category: 'SPORTS', validBet: 99_999n },
      ],
      { RNG: '5000' },
      rates,
      0n,
    );
    // 200.00 × 0.50% + 50.00 × 0.80% = 1.00 + 0.40.
    expect(a.amount).toBe(140n);
    expect(a.claimed).toEqual({ LIVE: '20000', RNG: '10000', SPORTS: '99999' });
    expect(a.categories.find((c) => c.category === 'SPORTS')).toMatchObject({ rateBps: 0, amount: 0n });
  });

  it('nets a bet taken back after a claim against new bets and pays nothing while the sum is negative', () => {
    const a = accrue([{ category: 'RNG', validBet: 20_000n }], { RNG: '50000' }, rates, 300n);
    expect(a).toMatchObject({ amount: 0n, remainder: 300n });
  });
});
