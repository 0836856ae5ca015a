import { describe, expect, it } from 'vitest';
import { verifyGameRound } from '../fair-games.ts';
import { hashServerSeed } from '../fairness/seed.ts';
import { verifyRound } from '../fairness/verify.ts';
import { drawKenoFair } from './keno/draw.ts';
import { drawVnResultFair } from './vn/fair-draw.ts';

// Games' round check (fairness/verify.ts) replaying our lottery's draws.
const params = { serverSeed: 'revealed-seed', clientSeed: 'player', nonce: 42 };
const reveal = { ...params, committedHash: hashServerSeed(params.serverSeed) };

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
