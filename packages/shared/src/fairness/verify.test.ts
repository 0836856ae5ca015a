import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyGameRound } from '../fair-games.ts';
import { drawKenoFair } from '../lottery/keno/draw.ts';
import { drawVnResultFair } from '../lottery/vn/fair-draw.ts';
import { nextFloat, randomFloat } from './float.ts';
import { pickDistinct } from './ints.ts';
import { hashServerSeed } from './seed.ts';
import { shuffle } from './shuffle.ts';
import { FairStream } from './stream.ts';
import { verifyRound } from './verify.ts';

const params = { serverSeed: 'revealed-seed', clientSeed: 'player', nonce: 42 };
const reveal = { ...params, committedHash: hashServerSeed(params.serverSeed) };

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

describe('verifyRound', () => {
  it('recomputes the outcome and accepts the matching commitment', () => {
    const check = verifyRound(reveal, drawKenoFair);
    expect(check).toEqual({ commitmentOk: true, outcome: drawKenoFair(params) });
    expect(check.outcome).toHaveLength(20);
  });

  it('flags a revealed seed that is not the committed one', () => {
    const forged = { ...reveal, serverSeed: 'another-seed' };
    expect(verifyRound(forged, drawKenoFair).commitmentOk).toBe(false);
  });

  it('replays our games by id', () => {
    expect(verifyGameRound(reveal, 'keno').outcome).toEqual(drawKenoFair(params));
    expect(verifyGameRound(reveal, 'vn-mb').outcome).toEqual(drawVnResultFair(params, 'MB'));
    expect(verifyGameRound(reveal, 'vn-mn').outcome.rows).toHaveLength(9);
    expect(verifyGameRound({ ...reveal, committedHash: '00' }, 'vn-mt').commitmentOk).toBe(false);
  });
});
