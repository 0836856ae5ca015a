import { describe, expect, it } from 'vitest';
import { percentToBp, showAmount, showRate, toMinor } from '../lib/money';
import { blankTier, readTiers } from '../lib/tiers';

const tier = (minValidBet: string, minActiveMembers: string, rate: string) => ({
  ...blankTier(),
  minValidBet,
  minActiveMembers,
  rate,
});

describe('agent centre amounts and tiers', () => {
  it('shows amounts grouped and rates from basis points', () => {
    expect(showAmount('1234567.5')).toBe('1,234,567.50');
    expect(showAmount('-300.25')).toBe('-300.25');
    expect(toMinor('-300.25')).toBe(-30025n);
    expect(toMinor('12')).toBe(1200n);
    expect(showRate(150)).toBe('1.5%');
    expect(showRate(105)).toBe('1.05%');
    expect(showRate(4000)).toBe('40%');
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('100')).toBe(10000);
    expect(percentToBp('100.01')).toBeNull();
    expect(percentToBp('1.234')).toBeNull();
  });

  it('reads tiers in the server order rule and refuses the others', () => {
    expect(readTiers([tier('0', '1', '1'), tier('1000000', '5', '1.5')])).toEqual({
      tiers: [
        { minValidBet: '0', minActiveMembers: 1, rate: 100 },
        { minValidBet: '1000000', minActiveMembers: 5, rate: 150 },
      ],
    });
    expect(readTiers([tier('100', '1', '2'), tier('200', '1', '1')])).toEqual({ problem: 'order' });
    expect(readTiers([tier('100', '5', '1'), tier('200', '4', '2')])).toEqual({ problem: 'order' });
    expect(readTiers([tier('100', '1', '1'), tier('100', '1', '2')])).toEqual({ problem: 'order' });
    expect(readTiers([tier('1.234', '1', '1')])).toEqual({ problem: 'invalid' });
    expect(readTiers([tier('1', '1', '')])).toEqual({ problem: 'invalid' });
  });
});
