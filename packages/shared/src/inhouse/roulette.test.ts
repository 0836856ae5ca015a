import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../fairness/seed.ts';
import { FairStream } from '../fairness/stream.ts';
import { fraction } from '../rational.ts';
import { INHOUSE_DOC, seedParams } from './doc.test-kit.ts';
import {
  allRouletteSelections,
  inhouseOutcome,
  isValidRouletteSelection,
  ROULETTE_INSIDE_BETS,
  type RouletteSelection,
  rouletteBetPayout,
  rouletteColour,
  rouletteCovered,
  rouletteOdds,
  roulettePayout,
  roulettePocket,
  rouletteRtp,
  rouletteSpinBody,
  verifyInhouseRound,
} from './index.ts';

const doc = INHOUSE_DOC;
const params = seedParams('c', 'wheel');
/** Row and column of a number on the layout (0 sits above the first row, across all three columns). */
const cell = (n: number) => ({ row: Math.floor((n - 1) / 3), col: (n - 1) % 3 });

describe('roulette layout', () => {
  it('holds the standard count of each inside bet, every one a block of touching numbers', () => {
    expect(Object.fromEntries(Object.entries(ROULETTE_INSIDE_BETS).map(([k, v]) => [k, v.length]))).toEqual({
      straight: 37,
      split: 60,
      street: 14,
      corner: 23,
      line: 11,
    });
    for (const [type, size] of [
      ['split', 2],
      ['street', 3],
      ['corner', 4],
      ['line', 6],
    ] as const) {
      for (const numbers of ROULETTE_INSIDE_BETS[type]) {
        expect(numbers).toHaveLength(size);
        const high = numbers.filter((n) => n > 0).map(cell);
        const rows = new Set(high.map((c) => c.row));
        const cols = high.map((c) => c.col);
        if (numbers.includes(0)) {
          // Bets with zero touch it from the first row.
          expect([...rows]).toEqual([0]);
        } else {
          // A rectangle of touching cells: rows and columns are runs without gaps.
          const rowList = [...rows].sort((a, b) => a - b);
          const colList = [...new Set(cols)].sort((a, b) => a - b);
          expect(rowList.at(-1)! - rowList[0]! + 1).toBe(rowList.length);
          expect(colList.at(-1)! - colList[0]! + 1).toBe(colList.length);
          expect(rowList.length * colList.length).toBe(size);
        }
      }
    }
    expect(new Set(ROULETTE_INSIDE_BETS.split.map((s) => s.join('-'))).size).toBe(60);
  });

  it('refuses selections that are not on the table', () => {
    const bad: RouletteSelection[] = [
      { type: 'straight', numbers: [37] },
      { type: 'split', numbers: [3, 4] }, // end of one row, start of the next
      { type: 'split', numbers: [1, 5] },
      { type: 'split', numbers: [0, 4] },
      { type: 'street', numbers: [2, 3, 4] },
      { type: 'corner', numbers: [3, 4, 6, 7] },
      { type: 'corner', numbers: [1, 2, 3, 4] },
      { type: 'line', numbers: [2, 3, 4, 5, 6, 7] },
      { type: 'line', numbers: [34, 35, 36, 37, 38, 39] },
      { type: 'dozen', index: 4 as 1 },
      { type: 'column', index: 0 as 1 },
      { type: 'split', numbers: [1, 1] },
    ];
    for (const sel of bad) expect(isValidRouletteSelection(sel)).toBe(false);
    expect(isValidRouletteSelection({ type: 'split', numbers: [2, 1] })).toBe(true);
    expect(isValidRouletteSelection({ type: 'corner', numbers: [0, 1, 2, 3] })).toBe(true);
    expect(rouletteCovered({ type: 'column', index: 2 })).toEqual([
      2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35,
    ]);
    expect(rouletteColour(0)).toBe('green');
    expect([1, 2, 10, 11, 19, 28, 36].map(rouletteColour)).toEqual([
      'red',
      'black',
      'black',
      'black',
      'red',
      'black',
      'red',
    ]);
  });
});

describe('roulette return', () => {
  it('returns exactly 36/37 on every legal bet, walking the 37 pockets', () => {
    const selections = allRouletteSelections();
    expect(selections).toHaveLength(37 + 60 + 14 + 23 + 11 + 6 + 6);
    const oddsByType = new Map<string, Set<number>>();
    for (const sel of selections) {
      let returned = 0n;
      for (let pocket = 0; pocket <= 36; pocket++)
        returned += rouletteBetPayout({ ...sel, stake: 100n }, pocket);
      expect(fraction(returned, 37n * 100n)).toEqual(fraction(36n, 37n));
      expect(rouletteRtp(sel)).toEqual(fraction(36n, 37n));
      // An outside bet never covers zero: zero is where the edge comes from.
      if (!('numbers' in sel)) expect(rouletteCovered(sel)).not.toContain(0);
      oddsByType.set(sel.type, (oddsByType.get(sel.type) ?? new Set()).add(rouletteOdds(sel)));
    }
    expect(Object.fromEntries([...oddsByType].map(([k, v]) => [k, [...v]]))).toEqual({
      straight: [35],
      split: [17],
      street: [11],
      corner: [8],
      line: [5],
      dozen: [2],
      column: [2],
      red: [1],
      black: [1],
      odd: [1],
      even: [1],
      low: [1],
      high: [1],
    });
  });

  it('pays every winning bet of a spin and nothing on the others', () => {
    const bets = [
      { type: 'straight' as const, numbers: [17], stake: 1_000n },
      { type: 'split' as const, numbers: [17, 20], stake: 500n },
      { type: 'red' as const, stake: 2_000n },
      { type: 'dozen' as const, index: 2 as const, stake: 300n },
      { type: 'even' as const, stake: 700n },
    ];
    // 17 is black, odd, second dozen.
    expect(roulettePayout(bets, 17)).toBe(36_000n + 9_000n + 900n);
    expect(roulettePayout(bets, 0)).toBe(0n);
  });
});

describe('roulette spin', () => {
  it('draws the pocket as the first unbiased integer below 37 of the stream', () => {
    const p = params(5);
    const first = new FairStream(p).nextUint32();
    // 2^32 mod 37 values at the top are rejected; almost every first value is kept.
    if (first < Math.floor(2 ** 32 / 37) * 37) expect(roulettePocket(p)).toBe(first % 37);
    const counts = Array(37).fill(0) as number[];
    const n = 37_000;
    for (let i = 0; i < n; i++) counts[roulettePocket(params(i))]! += 1;
    const chi = counts.reduce((s, c) => s + (c - 1_000) ** 2 / 1_000, 0);
    // 36 degrees of freedom, 99.9 % critical value 67.99.
    expect(chi).toBeLessThan(67.99);
  });

  it('verifies a spin from the revealed seed and flags another pocket', () => {
    const serverSeed = 'd'.repeat(64);
    const reveal = { serverSeed, clientSeed: 'c', nonce: 9, committedHash: hashServerSeed(serverSeed) };
    const shown = inhouseOutcome(reveal, { game: 'roulette' });
    expect(shown).toEqual({ game: 'roulette', pocket: roulettePocket(reveal) });
    expect(verifyInhouseRound(reveal, { game: 'roulette' }, shown)).toMatchObject({
      commitmentOk: true,
      outcomeOk: true,
    });
    const other = { game: 'roulette' as const, pocket: ((shown as { pocket: number }).pocket + 1) % 37 };
    expect(verifyInhouseRound(reveal, { game: 'roulette' }, other).outcomeOk).toBe(false);
  });

  it('accepts up to 20 real bets and refuses the rest', () => {
    const ok = rouletteSpinBody.safeParse({
      requestId: 'abcdefgh',
      bets: [
        { type: 'split', numbers: [5, 2], stake: '10' },
        { type: 'column', index: 3, stake: '5.50' },
        { type: 'high', stake: '100' },
      ],
    });
    expect(ok.success && ok.data.bets).toEqual([
      { type: 'split', numbers: [2, 5], stake: 1_000n },
      { type: 'column', index: 3, stake: 550n },
      { type: 'high', stake: 10_000n },
    ]);
    const refuse = (bets: unknown[]) =>
      expect(rouletteSpinBody.safeParse({ requestId: 'abcdefgh', bets }).success).toBe(false);
    refuse([]);
    refuse([{ type: 'split', numbers: [3, 4], stake: '10' }]);
    refuse([{ type: 'straight', numbers: [7], stake: '0' }]);
    refuse([{ type: 'dozen', index: 4, stake: '10' }]);
    refuse([{ type: 'zero', stake: '10' }]);
    refuse(Array.from({ length: 21 }, () => ({ type: 'red', stake: '10' })));
  });

  it('documents the payout of every bet type', () => {
    for (const [type, odds] of [
      ['Straight', 35],
      ['Split', 17],
      ['Street', 11],
      ['Corner', 8],
      ['Six line', 5],
      ['Dozen', 2],
      ['Column', 2],
    ] as const) {
      expect(doc).toMatch(new RegExp(`\\| ${type} \\|[^\\n]*\\| ${odds}:1 \\| 97\\.297 % \\|`));
    }
  });
});
