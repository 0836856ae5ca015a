import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickDistinct } from '../../fairness/ints.ts';
import { addFractions, binomial, fraction, toPercent } from '../../rational.ts';
import {
  drawCountsBySum,
  hitProbability,
  kenoRtp,
  oddCountProbability,
  sideBetRtp,
  sumOutcomeProbabilities,
} from './odds.ts';
import { KENO_PAYTABLE_TENTHS } from './paytable.ts';
import { settleKenoBet } from './settle.ts';

// The figures published in docs/lottery-rules.md.
const DOCUMENTED_RTP: Record<number, string> = {
  1: '95.0000',
  2: '95.0000',
  3: '95.0463',
  4: '95.1814',
  5: '95.2032',
  6: '94.6228',
  7: '95.7302',
  8: '95.2056',
  9: '95.0627',
  10: '95.1794',
};

const drawn = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

describe('keno odds', () => {
  it('hit probabilities of every ticket add up to exactly 1', () => {
    for (let spots = 1; spots <= 10; spots++) {
      let total = fraction(0n, 1n);
      for (let h = 0; h <= spots; h++) total = addFractions(total, hitProbability(spots, h));
      expect(total).toEqual({ num: 1n, den: 1n });
    }
  });

  it('matches the documented RTP of every paytable row', () => {
    for (const spots of Object.keys(KENO_PAYTABLE_TENTHS).map(Number)) {
      expect(toPercent(kenoRtp(spots))).toBe(DOCUMENTED_RTP[spots]);
    }
  });

  it('counts every possible draw once by its sum, symmetric around 810', () => {
    const counts = drawCountsBySum();
    expect(counts.reduce((a, b) => a + b, 0n)).toBe(binomial(80, 20));
    expect(counts[210]).toBe(1n); // 1 + 2 + … + 20
    expect(counts[1410]).toBe(1n); // 61 + … + 80
    expect(counts[800]).toBe(counts[820]);
    const { big, small, tie } = sumOutcomeProbabilities();
    expect(big).toEqual(small);
    expect(toPercent(tie)).toBe('0.4396');
    expect(toPercent(sideBetRtp(big, tie))).toBe('97.5110');
  });

  it('prices odd/even from the 40 odd and 40 even numbers', () => {
    let win = fraction(0n, 1n);
    for (let o = 11; o <= 20; o++) win = addFractions(win, oddCountProbability(o));
    expect(toPercent(sideBetRtp(win, oddCountProbability(10)))).toBe('98.0081');
  });
});

describe('settleKenoBet', () => {
  it('pays by spots caught, stake included, rounding down to the minor unit', () => {
    expect(settleKenoBet({ kind: 'spots', picks: [1] }, drawn, 1000n)).toEqual({
      outcome: 'win',
      measure: 1,
      payout: 3800n,
    });
    expect(settleKenoBet({ kind: 'spots', picks: [1, 2, 3, 80] }, drawn, 333n)).toEqual({
      outcome: 'win',
      measure: 3,
      payout: 1998n, // 333 × 6.0
    });
    expect(settleKenoBet({ kind: 'spots', picks: [1, 79, 80] }, drawn, 1000n)).toMatchObject({
      outcome: 'lose',
      payout: 0n,
    });
  });

  it('pays a 10-spot ticket that catches nothing', () => {
    const picks = [71, 72, 73, 74, 75, 76, 77, 78, 79, 80];
    expect(settleKenoBet({ kind: 'spots', picks }, drawn, 100n)).toEqual({
      outcome: 'win',
      measure: 0,
      payout: 230n,
    });
  });

  it('judges big/small on the sum and odd/even on the odd count, pushing ties', () => {
    expect(settleKenoBet({ kind: 'bigSmall', side: 'small' }, drawn, 100n)).toEqual({
      outcome: 'win',
      measure: 210,
      payout: 195n,
    });
    expect(settleKenoBet({ kind: 'bigSmall', side: 'big' }, drawn, 100n).outcome).toBe('lose');
    // 1..20 holds exactly 10 odd numbers: a tie returns the stake.
    expect(settleKenoBet({ kind: 'oddEven', side: 'odd' }, drawn, 100n)).toEqual({
      outcome: 'push',
      measure: 10,
      payout: 100n,
    });
  });

  it('refuses malformed bets and draws', () => {
    expect(() => settleKenoBet({ kind: 'spots', picks: [1, 1] }, drawn, 1n)).toThrow();
    expect(() => settleKenoBet({ kind: 'spots', picks: [81] }, drawn, 1n)).toThrow();
    expect(() =>
      settleKenoBet({ kind: 'spots', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, drawn, 1n),
    ).toThrow();
    expect(() => settleKenoBet({ kind: 'spots', picks: [1] }, drawn.slice(1), 1n)).toThrow();
    expect(() => settleKenoBet({ kind: 'spots', picks: [1] }, drawn, 0n)).toThrow(RangeError);
  });

  it('settles any fair draw against any ticket within the paytable', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 }),
        (nonce, picks) => {
          const draw = pickDistinct({ serverSeed: 's', clientSeed: 'c', nonce }, 20, 80).map((n) => n + 1);
          const result = settleKenoBet({ kind: 'spots', picks }, draw, 100n);
          const expectedHits = picks.filter((p) => draw.includes(p)).length;
          const tenths = KENO_PAYTABLE_TENTHS[picks.length]?.[expectedHits] ?? 0;
          return result.measure === expectedHits && result.payout === BigInt(tenths * 10);
        },
      ),
      { numRuns: 300 },
    );
  });
});
