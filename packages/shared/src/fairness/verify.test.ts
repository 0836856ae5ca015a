import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextFloat, randomFloat } from './float.ts';
import { pickDistinct } from './ints.ts';
import { shuffle } from './shuffle.ts';
import { FairStream } from './stream.ts';

const params = { serverSeed: 'revealed-seed', clientSeed: 'player', nonce: 42 };

describe('randomFloat', () => {
  it('is the top 20 bits of one value and all 32 of the next over 2^52', () => {
    const block = createHmac('sha256', params.serverSeed)
      .update(`${params.clientSeed}:${params.nonce}:0`)
      .digest();
    const expected = ((block.readUInt32BE(0) >>> 12) * 2 ** 32 + block.readUInt32BE(4)) / 2 ** 52;
    expect(randomFloat(params)).toBe(expected);
  });

  it('lies in [0, 1) on the 2^-52 grid', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (clientSeed, nonce) => {
        const x = nextFloat(new FairStream({ ...params, clientSeed, nonce }));
        return x >= 0 && x < 1 && Number.isInteger(x * 2 ** 52);
      }),
    );
  });
});

describe('shuffle', () => {
  it('is a permutation, reproducible, following pickDistinct', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const shuffled = shuffle(params, items);
    expect([...shuffled].sort()).toEqual(items);
    expect(shuffle(params, items)).toEqual(shuffled);
    expect(shuffled).toEqual(pickDistinct(params, 7, 7).map((i) => items[i]));
    expect(shuffle(params, [])).toEqual([]);
  });
});

// verifyRound is tested with our lottery's draws as its outcomes: lottery/fair-verify.test.ts.
