import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toPercent } from '../rational.ts';
import { INHOUSE_DOC } from './doc.test-kit.ts';
import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_OUTCOMES,
  dicePayout,
  diceRtp,
  diceWinningOutcomes,
  evaluateLine,
  evaluateStops,
  inhouseOutcome,
  isValidDiceBet,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minesMultiplierBp,
  minesPayout,
  minesRtp,
  minesSurvival,
  PAYLINES,
  placeMines,
  rollDice,
  SLOT_RTP,
  SLOT_STRIPS,
  type SlotSymbol,
  slotPayout,
  slotStops,
  spinSlot,
  verifyInhouseRound,
} from './index.ts';
import { computeSlotRtp } from './slot-rtp.ts';

const doc = INHOUSE_DOC;

/** An independent reading of the stream: Node's own HMAC, 32-bit words, rejection by hand. */
function nodeInts(serverSeed: string, clientSeed: string, nonce: number, sizes: number[]): number[] {
  const words: number[] = [];
  for (let cursor = 0; words.length < 64; cursor++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i));
  }
  let w = 0;
  return sizes.map((n) => {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const u = words[w++]!;
      if (u < limit) return u % n;
    }
  });
}

const chiSquare = (counts: number[]) => {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
};

describe('slot RTP', () => {
  it('is exactly 16148213 / 16777216 = 96.2508 %, the figure in docs/inhouse-games.md', () => {
    const rtp = computeSlotRtp();
    expect(rtp.combinations).toBe(32n ** 5n);
    expect(rtp.total).toEqual({ num: 16148213n, den: 16777216n });
    expect(rtp.total).toEqual(SLOT_RTP);
    expect(toPercent(rtp.total)).toBe('96.2508');
    expect(toPercent(rtp.lines)).toBe('88.2300');
    expect(toPercent(rtp.scatter)).toBe('8.0209');
    expect(doc).toContain('16,148,213 / 16,777,216');
    expect(doc).toContain('96.2508 %');
  });

  it('equals a brute-force walk over every stop combination of small strips', () => {
    // Five short strips with wilds and scatters: 6 × 5 × 7 × 5 × 6 = 6300 spins, every line read.
    const strips = ['WC7SCB', 'CWSMC', 'MCWOCSW', 'CSBWC', '7CSWCM'];
    let won = 0;
    let spins = 0;
    const walk = (stops: number[]) => {
      if (stops.length === strips.length) {
        const spin = evaluateStops(stops, strips);
        won += spin.totalLineBets;
        spins += 1;
        return;
      }
      for (let s = 0; s < strips[stops.length]!.length; s++) walk([...stops, s]);
    };
    walk([]);
    const exact = computeSlotRtp(strips).total;
    // RTP = won / (spins × 20 line bets).
    expect(exact.num * BigInt(spins * PAYLINES.length)).toBe(BigInt(won) * exact.den);
  });

  it('pays lines left to right with wild substitution and the better of wild or led pay', () => {
    const line = (s: string) => evaluateLine([...s] as SlotSymbol[]);
    expect(line('777OC')).toEqual({ symbol: '7', count: 3, multiplier: 75 });
    expect(line('W7W7C')).toEqual({ symbol: '7', count: 4, multiplier: 300 });
    expect(line('WWW77')).toEqual({ symbol: '7', count: 5, multiplier: 1200 });
    expect(line('WWWCC')).toEqual({ symbol: 'W', count: 3, multiplier: 120 });
    expect(line('WWWOM')).toEqual({ symbol: 'W', count: 3, multiplier: 120 });
    expect(line('C7777').multiplier).toBe(0);
    expect(line('WWSCC').multiplier).toBe(0);
    expect(line('SSSSS').multiplier).toBe(0);
  });

  it('counts scatters anywhere and pays them on the total bet', () => {
    // Find stops showing three scatters: reels 0, 2, 4 at their first S.
    const stops = SLOT_STRIPS.map((strip, reel) =>
      reel % 2 === 0 ? strip.indexOf('S') : strip.indexOf('S') + 3,
    );
    const spin = evaluateStops(stops);
    expect(spin.scatterCount).toBe(3);
    expect(spin.scatterMultiplier).toBe(1);
    const lines = spin.lineWins.reduce((s, w) => s + w.multiplier, 0);
    expect(slotPayout(spin, 500n)).toBe(500n * BigInt(lines + 20));
  });
});

describe('dice', () => {
  it('returns at most 99 % and never less than 98.99 % on every allowed bet', () => {
    let allowed = 0;
    for (const direction of ['under', 'over'] as const) {
      for (let target = 0; target < DICE_OUTCOMES; target++) {
        const bet = { direction, target };
        const n = diceWinningOutcomes(bet);
        expect(isValidDiceBet(bet)).toBe(n >= DICE_MIN_WINNING && n <= DICE_MAX_WINNING);
        if (!isValidDiceBet(bet)) continue;
        allowed++;
        const rtp = diceRtp(bet);
        expect(rtp.num * 10000n <= rtp.den * 9900n).toBe(true);
        expect(rtp.num * 1000000n >= rtp.den * 989900n).toBe(true);
      }
    }
    expect(allowed).toBe(2 * (DICE_MAX_WINNING - DICE_MIN_WINNING + 1));
  });

  it('pays 1.98× on under 50.00 and rounds the payout down to the minor unit', () => {
    const bet = { direction: 'under', target: 5000 } as const;
    expect(toPercent(diceRtp(bet))).toBe('99.0000');
    expect(dicePayout(bet, 4999, 10_001n)).toBe(19_801n); // 10001 × 1.98 = 19801.98
    expect(dicePayout(bet, 5000, 10_001n)).toBe(0n);
    expect(dicePayout({ direction: 'over', target: 5000 }, 5001, 10_000n)).toBe(19_803n);
  });

  it('spreads rolls evenly: chi-square over 100 buckets below the 99.9 % critical value', () => {
    const buckets = new Array(100).fill(0);
    for (let nonce = 0; nonce < 50_000; nonce++) {
      buckets[Math.floor(rollDice({ serverSeed: 'chi', clientSeed: 'dice', nonce }) / 100)] += 1;
    }
    // 99 degrees of freedom: P(chi^2 > 148.23) = 0.001.
    expect(chiSquare(buckets)).toBeLessThan(148.23);
  });
});

describe('mines', () => {
  it('prices every cash-out at 98.99-99 % exactly', () => {
    for (let m = MINES_MIN; m <= MINES_MAX; m++) {
      for (let k = 1; k <= MINES_TILES - m; k++) {
        const rtp = minesRtp(m, k);
        expect(rtp.num * 10000n <= rtp.den * 9900n, `${m}/${k}`).toBe(true);
        expect(rtp.num * 1000000n >= rtp.den * 989900n, `${m}/${k}`).toBe(true);
      }
    }
    expect(minesMultiplierBp(1, 1)).toBe(10_312); // 0.99 × 25/24
    expect(minesMultiplierBp(24, 1)).toBe(247_500); // 0.99 × 25
    expect(minesPayout(3, 2, 10_000n)).toBe(12_857n); // 0.99 × 300 / 231, four decimals
  });

  it('has the survival chance of a direct count over every board', () => {
    // 3 mines, the player opens tiles 0 and 1: count the boards that spare both.
    let safe = 0;
    let boards = 0;
    for (let a = 0; a < 25; a++)
      for (let b = a + 1; b < 25; b++)
        for (let c = b + 1; c < 25; c++) {
          boards++;
          if (![a, b, c].some((t) => t < 2)) safe++;
        }
    const p = minesSurvival(3, 2);
    expect(p.num * BigInt(boards)).toBe(BigInt(safe) * p.den);
  });

  it('places the chosen number of distinct mines, every tile equally often', () => {
    const counts = new Array(MINES_TILES).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const mines = placeMines({ serverSeed: 'chi', clientSeed: 'mines', nonce }, 5);
      expect(new Set(mines).size).toBe(5);
      for (const t of mines) counts[t] += 1;
    }
    // 24 degrees of freedom: P(chi^2 > 51.18) = 0.001.
    expect(chiSquare(counts)).toBeLessThan(51.18);
  });
});

describe('slot stops', () => {
  it('land on every position of every strip equally often', () => {
    const counts = SLOT_STRIPS.map((s) => new Array(s.length).fill(0));
    for (let nonce = 0; nonce < 20_000; nonce++) {
      slotStops({ serverSeed: 'chi', clientSeed: 'slot', nonce }).forEach((s, reel) => {
        counts[reel]![s] += 1;
      });
    }
    // 31 degrees of freedom: P(chi^2 > 61.10) = 0.001.
    for (const reel of counts) expect(chiSquare(reel)).toBeLessThan(61.1);
  });
});

describe('verifier', () => {
  const serverSeed = 'inhouse-known-vector';
  const clientSeed = 'lucky-player';
  const committedHash = createHash('sha256').update(serverSeed).digest('hex');

  it('matches fixed vectors and an independent HMAC reading', () => {
    const vectors = [
      { nonce: 0, roll: 5057, stops: [1, 25, 10, 20, 4], mines: [2, 7, 8] },
      { nonce: 1, roll: 9272, stops: [24, 31, 18, 8, 27], mines: [9, 22, 24] },
      { nonce: 41, roll: 2685, stops: [13, 11, 9, 23, 2], mines: [0, 4, 10] },
    ];
    expect(committedHash).toBe('08cb7a947f971da2816c0463a116f3429654a5509fb5d3e0507ecd24e142f4d0');
    for (const v of vectors) {
      const params = { serverSeed, clientSeed, nonce: v.nonce };
      expect(rollDice(params)).toBe(v.roll);
      expect(nodeInts(serverSeed, clientSeed, v.nonce, [10_000])).toEqual([v.roll]);
      expect(slotStops(params)).toEqual(v.stops);
      expect(nodeInts(serverSeed, clientSeed, v.nonce, [32, 32, 32, 32, 32])).toEqual(v.stops);
      expect([...placeMines(params, 3)].sort((a, b) => a - b)).toEqual(v.mines);
    }
    expect(spinSlot({ serverSeed, clientSeed, nonce: 41 }).totalLineBets).toBe(55);
  });

  it('round-trips every game and flags a forged seed or a changed outcome', () => {
    const reveal = { serverSeed, clientSeed, nonce: 7, committedHash };
    for (const kind of [{ game: 'slot' }, { game: 'dice' }, { game: 'mines', mines: 7 }] as const) {
      const shown = inhouseOutcome({ serverSeed, clientSeed, nonce: 7 }, kind);
      expect(verifyInhouseRound(reveal, kind, shown)).toMatchObject({ commitmentOk: true, outcomeOk: true });
      const forged = verifyInhouseRound({ ...reveal, serverSeed: 'another' }, kind, shown);
      expect(forged.commitmentOk).toBe(false);
      expect(forged.outcomeOk).toBe(false);
      const otherNonce = verifyInhouseRound({ ...reveal, nonce: 8 }, kind, shown);
      expect(otherNonce.outcomeOk).toBe(false);
    }
  });

  it('does not look at the stake: the same seeds give the same outcome', () => {
    const params = { serverSeed, clientSeed, nonce: 3 };
    const spin = spinSlot(params);
    expect(slotPayout(spin, 500n) * 2n).toBe(slotPayout(spin, 1000n));
    expect(spinSlot(params)).toEqual(spin);
  });
});
