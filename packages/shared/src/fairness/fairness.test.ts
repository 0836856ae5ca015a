import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt, pickDistinct, randomInts, scaleUint32 } from './ints.ts';
import { hashServerSeed, matchesCommitment } from './seed.ts';
import { FairStream } from './stream.ts';

const params = { serverSeed: 'server-seed-of-round', clientSeed: 'player-chosen', nonce: 7 };

describe('commitment', () => {
  it('is the SHA-256 hex of the server seed', () => {
    const expected = createHash('sha256').update(params.serverSeed).digest('hex');
    expect(hashServerSeed(params.serverSeed)).toBe(expected);
    expect(matchesCommitment(params.serverSeed, expected.toUpperCase())).toBe(true);
    expect(matchesCommitment('another seed', expected)).toBe(false);
  });
});

describe('FairStream', () => {
  it('yields HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) blocks in order', () => {
    const stream = new FairStream(params);
    const bytes = Array.from({ length: 70 }, () => stream.nextByte());
    const block = (cursor: number) => [
      ...createHmac('sha256', params.serverSeed)
        .update(`${params.clientSeed}:${params.nonce}:${cursor}`)
        .digest(),
    ];
    expect(bytes).toEqual([...block(0), ...block(1), ...block(2)].slice(0, 70));
  });

  it('reads 32-bit values big-endian', () => {
    const first = createHmac('sha256', params.serverSeed)
      .update(`${params.clientSeed}:${params.nonce}:0`)
      .digest();
    expect(new FairStream(params).nextUint32()).toBe(first.readUInt32BE(0));
  });

  it('changes completely with the client seed or the nonce', () => {
    const a = randomInts(params, 8, 1000);
    expect(randomInts({ ...params, clientSeed: 'other' }, 8, 1000)).not.toEqual(a);
    expect(randomInts({ ...params, nonce: 8 }, 8, 1000)).not.toEqual(a);
    expect(randomInts(params, 8, 1000)).toEqual(a);
  });

  it('refuses a negative or fractional nonce', () => {
    expect(() => new FairStream({ ...params, nonce: -1 })).toThrow(RangeError);
    expect(() => new FairStream({ ...params, nonce: 1.5 })).toThrow(RangeError);
  });
});

describe('unbiased scaling', () => {
  it('rejects exactly the top remainder of the 32-bit range', () => {
    // 2^32 = 3 * 1431655765 + 1: one value (the largest) must be rejected for n = 3.
    const limit = 3 * 1431655765;
    expect(scaleUint32(limit - 1, 3)).toBe((limit - 1) % 3);
    expect(scaleUint32(limit, 3)).toBeNull();
    // n = 2^32 - 1 keeps all but the last value; powers of two reject nothing.
    expect(scaleUint32(4294967294, 4294967295)).toBe(4294967294);
    expect(scaleUint32(4294967295, 4294967295)).toBeNull();
    expect(scaleUint32(4294967295, 256)).toBe(255);
  });

  it('stays in range for any n', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.nat(1000), (n, nonce) => {
        const v = nextInt(new FairStream({ ...params, nonce }), n);
        return Number.isInteger(v) && v >= 0 && v < n;
      }),
      { numRuns: 300 },
    );
  });

  it('is uniform: chi-square over 37 buckets below the 99.9% critical value', () => {
    const buckets = new Array(37).fill(0);
    const stream = new FairStream({ ...params, clientSeed: 'chi-square' });
    const draws = 74_000;
    for (let i = 0; i < draws; i++) buckets[nextInt(stream, 37)] += 1;
    const expected = draws / 37;
    const chi = buckets.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 36 degrees of freedom: P(chi^2 > 67.99) = 0.001.
    expect(chi).toBeLessThan(67.99);
  });
});

describe('pickDistinct', () => {
  it('draws k distinct values in range, reproducibly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.nat(10_000), (n, nonce) => {
        const k = Math.min(n, 20);
        const picked = pickDistinct({ ...params, nonce }, k, n);
        return (
          picked.length === k &&
          new Set(picked).size === k &&
          picked.every((v) => v >= 0 && v < n) &&
          JSON.stringify(picked) === JSON.stringify(pickDistinct({ ...params, nonce }, k, n))
        );
      }),
      { numRuns: 200 },
    );
  });

  it('gives each of 80 numbers the same chance to be among 20 drawn', () => {
    const counts = new Array(80).fill(0);
    const rounds = 4000;
    for (let nonce = 0; nonce < rounds; nonce++) {
      for (const v of pickDistinct({ ...params, clientSeed: 'keno', nonce }, 20, 80)) counts[v] += 1;
    }
    const expected = (rounds * 20) / 80;
    const chi = counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 79 degrees of freedom: P(chi^2 > 124.8) = 0.001 (draws within a round are dependent,
    // which only lowers the variance here).
    expect(chi).toBeLessThan(124.8);
  });

  it('refuses impossible picks', () => {
    expect(() => pickDistinct(params, 5, 4)).toThrow(RangeError);
  });
});
