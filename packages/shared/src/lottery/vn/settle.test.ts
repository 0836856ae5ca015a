import { describe, expect, it } from 'vitest';
import { type VnBet, vnBetStake } from './bets.ts';
import { DEFAULT_VN_ODDS, vnOddsSchema } from './odds.ts';
import { hcm, mb } from './real-draws.fixture.ts';
import { settleBet } from './settle.ts';

const odds = DEFAULT_VN_ODDS;
const bet = (type: VnBet['type'], numbers: string[], stake = 1000n): VnBet => ({ type, numbers, stake });

// XSMB 15/09/2026 — two-digit endings: 29 41 39 89 80 79 19 96 66 39 82 90 27 22 22 63 04 78 58 14
// 19 52 39 27 15 44 13 (39 three times; 19, 22 and 27 twice). Special prize 31429.
describe('Miền Bắc, 15/09/2026', () => {
  it('lô 2 số pays every occurrence: 39 came out three times', () => {
    // One point at 1,000 a unit costs 27,000 and returns 99,000 a hit.
    expect(settleBet(bet('lo2', ['39'], 27_000n), mb, odds)).toEqual({ hits: 3, payout: 297_000n });
    expect(settleBet(bet('lo2', ['22', '41', '00']), mb, odds)).toEqual({ hits: 3, payout: 11_000n });
    expect(settleBet(bet('lo2', ['00', '01']), mb, odds)).toEqual({ hits: 0, payout: 0n });
  });

  it('lô 3 số matches the last three digits; G7 numbers are too short to hit', () => {
    expect(settleBet(bet('lo3', ['227', '339'], 23_000n), mb, odds)).toEqual({ hits: 2, payout: 1_800_000n });
    // G7 holds "27" but no prize ends in 027.
    expect(settleBet(bet('lo3', ['027']), mb, odds)).toEqual({ hits: 0, payout: 0n });
  });

  it('đề, đầu, đuôi and 3 càng read the special prize 31429', () => {
    expect(settleBet(bet('de', ['29', '39']), mb, odds)).toEqual({ hits: 1, payout: 95_000n });
    expect(settleBet(bet('de', ['39']), mb, odds).hits).toBe(0);
    expect(settleBet(bet('dau', ['2']), mb, odds)).toEqual({ hits: 1, payout: 9_500n });
    expect(settleBet(bet('dau', ['9']), mb, odds).hits).toBe(0);
    expect(settleBet(bet('duoi', ['9', '2']), mb, odds)).toEqual({ hits: 1, payout: 9_500n });
    expect(settleBet(bet('baCang', ['429']), mb, odds)).toEqual({ hits: 1, payout: 950_000n });
    expect(settleBet(bet('baCang', ['142']), mb, odds).hits).toBe(0);
  });

  it('đề đầu counts each of the four G7 numbers (27 15 44 13)', () => {
    // A point covers the four G7 numbers: 4,000 returns 95,000 per hit.
    expect(settleBet(bet('deDau', ['27', '44', '29'], 4000n), mb, odds)).toEqual({
      hits: 2,
      payout: 190_000n,
    });
    // 39 is a lô of the draw but not in G7.
    expect(settleBet(bet('deDau', ['39']), mb, odds).hits).toBe(0);
  });

  it('xiên pays once when every number is among the endings', () => {
    expect(settleBet(bet('xien2', ['39', '22']), mb, odds)).toEqual({ hits: 1, payout: 17_300n });
    expect(settleBet(bet('xien3', ['39', '22', '04']), mb, odds)).toEqual({ hits: 1, payout: 77_000n });
    expect(settleBet(bet('xien4', ['39', '22', '04', '13']), mb, odds)).toEqual({
      hits: 1,
      payout: 355_000n,
    });
    expect(settleBet(bet('xien4', ['39', '22', '04', '00']), mb, odds)).toEqual({ hits: 0, payout: 0n });
  });

  it('lô trượt wins only when none of the numbers comes out', () => {
    expect(settleBet(bet('loTruot', ['00', '01', '02', '03']), mb, odds)).toEqual({
      hits: 1,
      payout: 2_860n,
    });
    expect(settleBet(bet('loTruot', ['00', '01', '02', '04']), mb, odds)).toEqual({ hits: 0, payout: 0n });
  });
});

// XSMN TP.HCM 28/09/2026 — endings: 72 69 72 13 19 69 78 13 31 97 88 86 11 61 55 55 85 21
// (72, 69, 13, 55 twice). Special prize 760372, G8 21.
describe('Miền Nam, TP.HCM 28/09/2026', () => {
  it('lô 2 số counts the special prize and G2 both ending in 72', () => {
    expect(settleBet(bet('lo2', ['72', '55', '00'], 18_000n), hcm, odds)).toEqual({
      hits: 4,
      payout: 396_000n,
    });
    expect(settleBet(bet('lo2', ['21']), hcm, odds).hits).toBe(1);
  });

  it('lô 3 số: 072 is G2, 372 the special prize, G8 is too short', () => {
    expect(settleBet(bet('lo3', ['072', '372', '021'], 17_000n), hcm, odds)).toEqual({
      hits: 2,
      payout: 1_800_000n,
    });
  });

  it('đề is 72, 3 càng 372, đầu 7, đuôi 2 and đề đầu the G8 number 21', () => {
    expect(settleBet(bet('de', ['72']), hcm, odds)).toEqual({ hits: 1, payout: 95_000n });
    expect(settleBet(bet('baCang', ['372', '072']), hcm, odds)).toEqual({ hits: 1, payout: 950_000n });
    expect(settleBet(bet('dau', ['7']), hcm, odds).hits).toBe(1);
    expect(settleBet(bet('duoi', ['2']), hcm, odds).hits).toBe(1);
    expect(settleBet(bet('deDau', ['21', '85']), hcm, odds)).toEqual({ hits: 1, payout: 95_000n });
  });

  it('settles xiên and lô trượt with the 18-number odds', () => {
    expect(settleBet(bet('xien2', ['72', '21']), hcm, odds)).toEqual({ hits: 1, payout: 36_000n });
    expect(settleBet(bet('xien3', ['72', '21', '99']), hcm, odds).payout).toBe(0n);
    expect(settleBet(bet('loTruot', ['00', '01', '02', '03', '04']), hcm, odds)).toEqual({
      hits: 1,
      payout: 2_390n,
    });
  });
});

describe('odds and stakes', () => {
  it('uses the merchant override and rounds down to the minor unit', () => {
    const custom = vnOddsSchema.parse({ MB: { lo2: { pay: 80, per: 23 } } });
    // 1,000 × 80 × 3 / 23 = 10,434.78…
    expect(settleBet(bet('lo2', ['39']), mb, custom).payout).toBe(10_434n);
    expect(custom.MB.de).toEqual(DEFAULT_VN_ODDS.MB.de);
    expect(custom.MN).toEqual(DEFAULT_VN_ODDS.MN);
  });

  it('charges per number, or once for a combination', () => {
    expect(vnBetStake(bet('lo2', ['01', '02', '03'], 500n))).toBe(1500n);
    expect(vnBetStake(bet('xien3', ['01', '02', '03'], 500n))).toBe(500n);
  });

  it('refuses malformed bets', () => {
    for (const bad of [
      bet('lo2', ['7']),
      bet('lo2', ['07', '07']),
      bet('lo3', ['12']),
      bet('dau', ['12']),
      bet('xien2', ['01', '02', '03']),
      bet('loTruot', ['01', '02', '03']),
      bet('de', []),
      bet('de', ['01'], 0n),
    ]) {
      expect(() => settleBet(bad, mb, odds)).toThrow();
    }
  });
});
