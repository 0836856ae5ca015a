import { describe, expect, it } from 'vitest';
import { capFrom, periodFor, storedTiers } from './contract-view.ts';
import type { ContractRecord } from './contracts.repository.ts';

describe('contract terms', () => {
  it('stores thresholds as minor-unit text and compares the highest tier rate', () => {
    expect(
      storedTiers([
        { minValidBet: 0n, minActiveMembers: 1, rate: 100 },
        { minValidBet: 12_345_678_901_234n, minActiveMembers: 5, rate: 150 },
      ]),
    ).toEqual({
      tiers: [
        { minValidBet: '0', minActiveMembers: 1, rate: 100 },
        { minValidBet: '12345678901234', minActiveMembers: 5, rate: 150 },
      ],
      rate: 150,
    });
  });

  it('gives dividends a §3 period (monthly by default), daily salaries D and the others none', () => {
    expect(periodFor('dividend', undefined)).toBe('M');
    expect(periodFor('dividend', 'H')).toBe('H');
    expect(periodFor('daily', undefined)).toBe('D');
    expect(periodFor('daily', 'D')).toBe('D');
    expect(periodFor('hourly', undefined)).toBeNull();
    expect(() => periodFor('daily', 'W')).toThrow(/only dividend/);
    expect(() => periodFor('realtime', 'D')).toThrow(/only dividend/);
  });

  it('caps a top agent by the brand (100% without a cap) and anyone else by its own contract', () => {
    const own = { rate: 120 } as ContractRecord;
    expect(capFrom(true, 200, undefined)).toBe(200);
    expect(capFrom(true, null, undefined)).toBe(10_000);
    expect(capFrom(false, 200, own)).toBe(120);
    expect(capFrom(false, 200, undefined)).toBeNull();
  });
});
