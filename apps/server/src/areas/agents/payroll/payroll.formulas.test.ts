import { describe, expect, it } from 'vitest';
import { dividend, dividendsOver } from './dividend.ts';
import { periodOf, previousPeriod } from './periods.ts';
import { payoutOf } from './run-payout.ts';
import {
  applyRate,
  countActive,
  dailySalary,
  hourlySalary,
  realtimeSalary,
  realtimeSliceOf,
  type SalaryTier,
} from './salary.ts';

// The worked examples of docs/payroll.md, figure for figure.
const DAILY: SalaryTier[] = [
  { minValidBet: 1_000_000n, minActiveMembers: 5, rateBps: 50 },
  { minValidBet: 5_000_000n, minActiveMembers: 10, rateBps: 80 },
  { minValidBet: 20_000_000n, minActiveMembers: 20, rateBps: 120 },
];
const HOURLY: SalaryTier[] = [
  { minValidBet: 100_000n, minActiveMembers: 3, rateBps: 30 },
  { minValidBet: 500_000n, minActiveMembers: 5, rateBps: 50 },
];
const REALTIME: SalaryTier[] = [{ minValidBet: 10_000n, minActiveMembers: 1, rateBps: 20 }];
const DIVIDEND = [
  { minProfit: 1n, minActiveMembers: 5, rateBps: 1000 },
  { minProfit: 10_000_000n, minActiveMembers: 10, rateBps: 2000 },
];

describe('daily salary', () => {
  it('example 1: 62,345.67 of valid bet and 12 active members reach tier 2 (0.80%) and pay 498.76', () => {
    expect(dailySalary({ validBet: 6_234_567n, activeMembers: 12 }, DAILY)).toEqual({
      tier: DAILY[1],
      amount: 49_876n,
    });
  });
  it('example 2: 250,000.00 with only 15 active members stays on tier 2 and pays 2,000.00', () => {
    expect(dailySalary({ validBet: 25_000_000n, activeMembers: 15 }, DAILY).amount).toBe(200_000n);
  });
  it('example 3: 9,999.99 reaches no tier and pays nothing', () => {
    expect(dailySalary({ validBet: 999_999n, activeMembers: 30 }, DAILY)).toEqual({ tier: null, amount: 0n });
  });
});

describe('hourly salary', () => {
  it('example: 7,654.32 in the hour with 6 active members: 0.50%, pays 38.27', () => {
    expect(hourlySalary({ validBet: 765_432n, activeMembers: 6 }, HOURLY)).toEqual({
      tier: HOURLY[1],
      amount: 3_827n,
    });
  });
});

describe('real-time salary', () => {
  it('example: 1,234.99 in the 12:05–12:10 slice with 2 active members: 0.20%, pays 2.46', () => {
    const slice = realtimeSliceOf(new Date('2026-03-16T12:07:31Z'));
    expect(slice).toEqual({ from: new Date('2026-03-16T12:05:00Z'), to: new Date('2026-03-16T12:10:00Z') });
    expect(realtimeSalary({ validBet: 123_499n, activeMembers: 2 }, REALTIME).amount).toBe(246n);
  });
  it('counts as active only members whose valid bet reached the bar', () => {
    expect(countActive([10_000n, 9_999n, 0n, 250_000n], 10_000n)).toBe(2);
  });
});

describe('dividend with the loss carried', () => {
  it('example: −30,000.00 carries; then 120,000.00 pays 10% of 90,000.00; then 150,000.00 pays 20%', () => {
    const periods = [
      { profitLoss: -3_000_000n, activeMembers: 12 },
      { profitLoss: 12_000_000n, activeMembers: 12 },
      { profitLoss: 15_000_000n, activeMembers: 12 },
    ];
    expect(dividendsOver(periods, DIVIDEND)).toEqual([
      { base: -3_000_000n, tier: null, amount: 0n, carryOut: -3_000_000n },
      { base: 9_000_000n, tier: DIVIDEND[0], amount: 900_000n, carryOut: 0n },
      { base: 15_000_000n, tier: DIVIDEND[1], amount: 3_000_000n, carryOut: 0n },
    ]);
  });
  it('a profit smaller than the loss carried leaves the rest carried', () => {
    expect(dividend({ profitLoss: 1_000_000n, activeMembers: 12, carryIn: -3_000_000n }, DIVIDEND)).toEqual({
      base: -2_000_000n,
      tier: null,
      amount: 0n,
      carryOut: -2_000_000n,
    });
  });
  it('refuses a positive carry and a negative amount to rate', () => {
    expect(() => dividend({ profitLoss: 1n, activeMembers: 1, carryIn: 5n }, DIVIDEND)).toThrow(RangeError);
    expect(() => applyRate(-1n, 10)).toThrow(RangeError);
  });
});

describe('rounding', () => {
  it('floors once: 0.99 at 1 bp is nothing, 99.99 at 1 bp is 0.00, 100.00 at 1 bp is 0.01', () => {
    expect(applyRate(99n, 1)).toBe(0n);
    expect(applyRate(9_999n, 1)).toBe(0n);
    expect(applyRate(10_000n, 1)).toBe(1n);
  });
});

describe('periods in the brand time zone', () => {
  const tz = 'Asia/Ho_Chi_Minh';
  const at = new Date('2026-03-16T00:30:00+07:00');
  it.each([
    ['D', '2026-03-16T00:00:00+07:00', '2026-03-17T00:00:00+07:00'],
    ['W', '2026-03-16T00:00:00+07:00', '2026-03-23T00:00:00+07:00'],
    ['H', '2026-03-16T00:00:00+07:00', '2026-04-01T00:00:00+07:00'],
    ['M', '2026-03-01T00:00:00+07:00', '2026-04-01T00:00:00+07:00'],
  ] as const)('%s period of Monday 16 March 00:30', (kind, from, to) => {
    const p = periodOf(kind, at, tz);
    expect([p.from, p.to]).toEqual([new Date(from), new Date(to)]);
  });
  it('the first half of a month, and the period before it', () => {
    const p = periodOf('H', new Date('2026-02-15T23:59:59+07:00'), tz);
    expect([p.from, p.to, p.label]).toEqual([
      new Date('2026-02-01T00:00:00+07:00'),
      new Date('2026-02-16T00:00:00+07:00'),
      '2026-02-01',
    ]);
    expect(previousPeriod('H', new Date('2026-03-01T00:00:00+07:00'), tz).label).toBe('2026-02-16');
  });
  it('a day across a daylight-saving change is 23 hours long', () => {
    const p = periodOf('D', new Date('2026-03-08T12:00:00-04:00'), 'America/New_York');
    expect(p.to.getTime() - p.from.getTime()).toBe(23 * 3_600_000);
  });
});

describe('dividend tier threshold (docs/agents.md "Tiers")', () => {
  const tiers = [{ minValidBet: '10000000', minActiveMembers: 5, rate: 1000 }];
  const team = (validBet: bigint, payout: bigint) => ({
    validBet,
    payout,
    profitLoss: validBet - payout,
    activeMembers: 5,
  });

  it('compares the stored threshold with the profit, not the valid bet', () => {
    // 500,000.00 staked, 450,000.00 won back: profit 50,000.00 stays under the 100,000.00 tier.
    const low = payoutOf('dividend', tiers, team(50_000_000n, 45_000_000n), { carryIn: 0n, paidInHour: 0n });
    expect(low).toMatchObject({ base: 5_000_000n, tier: null, amount: 0n });
    // 150,000.00 staked, 40,000.00 won back: profit 110,000.00 reaches it, 10% is 11,000.00.
    const high = payoutOf('dividend', tiers, team(15_000_000n, 4_000_000n), { carryIn: 0n, paidInHour: 0n });
    expect(high).toMatchObject({ base: 11_000_000n, amount: 1_100_000n, tier: { minProfit: '10000000' } });
  });

  it('a salary with the same tier compares it with the valid bet', () => {
    const r = payoutOf('daily', tiers, team(50_000_000n, 45_000_000n), { carryIn: 0n, paidInHour: 0n });
    expect(r).toMatchObject({ amount: 5_000_000n, tier: { minValidBet: '10000000' } });
  });
});
