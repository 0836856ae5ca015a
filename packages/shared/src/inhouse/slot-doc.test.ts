import { describe, expect, it } from 'vitest';
import { toPercent } from '../rational.ts';
import { INHOUSE_DOC } from './doc.test-kit.ts';
import { LINE_PAYS, PAYLINES, SCATTER_PAYS, SLOT_STRIPS, scatterMultiplier } from './slot.ts';
import { SLOT_DOC_END, SLOT_DOC_START, slotDocTables } from './slot-doc.ts';

const doc = INHOUSE_DOC;

/** Markdown table rows under a heading of the generated block, as arrays of cells. */
function tableAfter(heading: string): string[][] {
  const start = doc.indexOf(heading);
  expect(start).toBeGreaterThan(-1);
  const lines = doc.slice(start).split('\n').slice(2);
  const rows: string[][] = [];
  for (const line of lines) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows.slice(2);
}

describe('docs/inhouse-games.md slot tables', () => {
  it('holds exactly what slotDocTables() generates from the game data', () => {
    const from = doc.indexOf(SLOT_DOC_START);
    const to = doc.indexOf(SLOT_DOC_END);
    expect(from).toBeGreaterThan(-1);
    expect(doc.slice(from, to + SLOT_DOC_END.length)).toBe(slotDocTables());
  });

  it('lets the RTP be recomputed from the documented strips and paylines alone', () => {
    // Read the strips and paylines back from the text, then compute the RTP by hand-level rules:
    // one line's expected pay from per-reel symbol counts, scatters from per-reel window counts.
    const strips = Array.from({ length: 5 }, (_, reel) =>
      tableAfter('#### Reel strips')
        .map((row) => row[reel + 1])
        .join(''),
    );
    expect(strips).toEqual(SLOT_STRIPS);
    const rowIndex = { top: 0, middle: 1, bottom: 2 } as Record<string, number>;
    const lines = tableAfter('#### Paylines').map((row) => row.slice(1).map((c) => rowIndex[c]));
    expect(lines).toEqual(PAYLINES);

    const n = BigInt(strips[0]!.length);
    const combos = n ** 5n;
    let linePays = 0n;
    const symbols = [...new Set(strips.join(''))];
    const count = (reel: number, s: string) => BigInt([...strips[reel]!].filter((x) => x === s).length);
    const walk = (reel: number, tuple: string[], weight: bigint) => {
      if (reel === 5) {
        linePays += weight * BigInt(linePay(tuple));
        return;
      }
      for (const s of symbols) if (count(reel, s)) walk(reel + 1, [...tuple, s], weight * count(reel, s));
    };
    walk(0, [], 1n);
    let dist = [1n];
    const windows = tableAfter('#### Scatter windows');
    for (let reel = 0; reel < 5; reel++) {
      const perReel = windows.map((r) => BigInt(r[reel + 1]!));
      const next = Array.from({ length: dist.length + perReel.length - 1 }, () => 0n);
      for (const [i, a] of dist.entries()) {
        for (const [j, b] of perReel.entries()) next[i + j]! += a * b;
      }
      dist = next;
    }
    const scatterPays = dist.reduce((sum, ways, k) => sum + ways * BigInt(scatterMultiplier(k)), 0n);
    expect(SCATTER_PAYS).toEqual([1, 5, 50]);
    const rtp = toPercent({ num: linePays + scatterPays, den: combos });
    expect(doc).toContain(`**${rtp} %**`);
    expect(rtp).toBe('96.2508');
  });
});

/** A line's pay in line bets, written independently of the game's evaluator. */
function linePay(tuple: string[]): number {
  const pays = LINE_PAYS as Record<string, readonly number[]>;
  const of = (s: string, k: number) => (k >= 3 && pays[s] ? pays[s][k - 3]! : 0);
  let wilds = 0;
  while (wilds < 5 && tuple[wilds] === 'W') wilds++;
  let best = of('W', wilds);
  const lead = tuple[wilds];
  if (lead && lead !== 'S') {
    let k = wilds;
    while (k < 5 && (tuple[k] === lead || tuple[k] === 'W')) k++;
    best = Math.max(best, of(lead, k));
  }
  return best;
}
