import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fraction, toPercent } from '../../rational.ts';
import { VN_BET_TYPES, type VnBetType } from './bets.ts';
import { DEFAULT_VN_ODDS, rateFor } from './odds.ts';
import { truotChance, vnBetRtp, vnHitExpectation, xienChance } from './rtp.ts';

const docs = readFileSync(new URL('../../../../../docs/lottery-rules.md', import.meta.url), 'utf8');

describe('exact VN bet returns', () => {
  it('xiên and lô trượt chances agree with a direct count over every draw of three endings', () => {
    const m = 3;
    let pair = 0;
    let triple = 0;
    let noneOfFour = 0;
    for (let code = 0; code < 100 ** m; code++) {
      const endings = [code % 100, Math.floor(code / 100) % 100, Math.floor(code / 10_000)];
      if (endings.includes(12) && endings.includes(34)) pair++;
      if (endings.includes(12) && endings.includes(34) && endings.includes(56)) triple++;
      if (![1, 2, 3, 4].some((n) => endings.includes(n))) noneOfFour++;
    }
    const all = BigInt(100 ** m);
    expect(xienChance(2, m)).toEqual(fraction(BigInt(pair), all));
    expect(xienChance(3, m)).toEqual(fraction(BigInt(triple), all));
    expect(xienChance(4, m)).toEqual(fraction(0n, 1n));
    expect(truotChance(4, m)).toEqual(fraction(BigInt(noneOfFour), all));
    // Miền Bắc's 27 endings against the formula evaluated independently in floating point.
    const p = vnHitExpectation('MB', 'xien2', 2);
    expect(Math.abs(Number(p.num) / Number(p.den) - (1 - 2 * 0.99 ** 27 + 0.98 ** 27))).toBeLessThan(1e-12);
    expect(vnHitExpectation('MN', 'loTruot', 4)).toEqual(fraction(24n ** 18n, 25n ** 18n));
  });

  it('lô 2 số expects 27/100 hits per number in Miền Bắc and 18/100 elsewhere', () => {
    expect(vnHitExpectation('MB', 'lo2', 1)).toEqual({ num: 27n, den: 100n });
    expect(vnHitExpectation('MT', 'lo2', 1)).toEqual({ num: 9n, den: 50n });
    expect(vnHitExpectation('MB', 'lo3', 1)).toEqual({ num: 23n, den: 1000n });
    expect(vnHitExpectation('MN', 'lo3', 1)).toEqual({ num: 17n, den: 1000n });
  });

  it('matches the rates and RTPs documented in docs/lottery-rules.md', () => {
    const rows = docs
      .split('\n')
      .filter((line) => /^\| [^|]+ \| (lo|de|dau|duoi|baCang|xien)\w* ?\d* \|/.test(line));
    expect(rows).toHaveLength(VN_BET_TYPES.length - 1 + 7);
    for (const line of rows) {
      const [, key, mbRate, mbRtp, southRate, southRtp] = line
        .split('|')
        .map((c) => c.trim())
        .slice(1);
      const [type, countText] = (key ?? '').split(' ') as [VnBetType, string | undefined];
      const count = countText ? Number(countText) : undefined;
      const numbers = new Array<string>(count ?? (type.startsWith('xien') ? Number(type[4]) : 1)).fill('');
      for (const [region, rate, rtp] of [
        ['MB', mbRate, mbRtp],
        ['MN', southRate, southRtp],
      ] as const) {
        const r = rateFor(DEFAULT_VN_ODDS[region], { type, numbers });
        expect(rate, line).toBe(`${r.pay} per ${r.per}`);
        expect(rtp, line).toBe(`${toPercent(vnBetRtp(region, DEFAULT_VN_ODDS[region], type, count))} %`);
      }
    }
  });

  it('keeps every default between 90 % and 99 %', () => {
    for (const region of ['MB', 'MT', 'MN'] as const) {
      for (const type of VN_BET_TYPES) {
        for (const count of type === 'loTruot' ? [4, 5, 6, 7, 8, 9, 10] : [undefined]) {
          const pct = Number(toPercent(vnBetRtp(region, DEFAULT_VN_ODDS[region], type, count)));
          expect(pct).toBeGreaterThanOrEqual(90);
          expect(pct).toBeLessThanOrEqual(99);
        }
      }
    }
  });
});
