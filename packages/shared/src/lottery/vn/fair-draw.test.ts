import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toPercent } from '../../rational.ts';
import { drawVnResultFair } from './fair-draw.ts';
import { DEFAULT_VN_ODDS } from './odds.ts';
import { vnHitExpectation } from './rtp.ts';
import { settleBet } from './settle.ts';
import { vnResultSchema } from './structure.ts';

const params = { serverSeed: 'vn-fast-server-seed', clientSeed: 'draw-2026-11-22', nonce: 1 };

describe('drawVnResultFair', () => {
  it('is a well-formed draw of each region, the same for the same inputs', () => {
    for (const region of ['MB', 'MT', 'MN'] as const) {
      const draw = drawVnResultFair(params, region);
      expect(vnResultSchema.safeParse(draw).success).toBe(true);
      expect(drawVnResultFair(params, region)).toEqual(draw);
    }
    expect(drawVnResultFair(params).region).toBe('MB');
    expect(drawVnResultFair({ ...params, nonce: 2 })).not.toEqual(drawVnResultFair(params));
  });

  it('takes the special prize digits from the first stream bytes, rejection sampled', () => {
    // 2^32 = 429496729 × 10 + 6: values from 4294967290 up are rejected; none occur in this block.
    const block = createHmac('sha256', params.serverSeed)
      .update(`${params.clientSeed}:${params.nonce}:0`)
      .digest();
    const firstDigits = [0, 4, 8, 12, 16].map((at) => String(block.readUInt32BE(at) % 10)).join('');
    expect([0, 4, 8, 12, 16].every((at) => block.readUInt32BE(at) < 4294967290)).toBe(true);
    expect(drawVnResultFair(params).rows[0]).toEqual([firstDigits]);
  });

  it('draws uniform digits: chi-square over 10 values below the 99.9% critical value', () => {
    const counts = new Array(10).fill(0);
    for (let nonce = 0; nonce < 400; nonce++) {
      for (const n of drawVnResultFair({ ...params, nonce }).rows.flat())
        for (const d of n) counts[Number(d)] += 1;
    }
    const total = counts.reduce((a, b) => a + b, 0);
    const expected = total / 10;
    const chi = counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: P(chi^2 > 27.88) = 0.001.
    expect(chi).toBeLessThan(27.88);
  });

  it('makes xiên 2 win about as often as the exact formula says', () => {
    const draws = 4000;
    let wins = 0;
    for (let nonce = 0; nonce < draws; nonce++) {
      const draw = drawVnResultFair({ ...params, clientSeed: 'xien', nonce });
      wins += settleBet({ type: 'xien2', numbers: ['12', '34'], stake: 1n }, draw, DEFAULT_VN_ODDS).hits;
    }
    const p = vnHitExpectation('MB', 'xien2', 2);
    expect(toPercent(p)).toBe('5.4882');
    const mean = (draws * Number(p.num)) / Number(p.den);
    const sd = Math.sqrt(mean * (1 - Number(p.num) / Number(p.den)));
    // Fixed seeds make this deterministic; 4 standard deviations leaves room for any seed choice.
    expect(Math.abs(wins - mean)).toBeLessThan(4 * sd);
  });
});
