import { type Fraction, fraction } from '../rational.ts';
import {
  evaluateLine,
  SCATTER,
  SLOT_ROWS,
  SLOT_STRIPS,
  SLOT_SYMBOLS,
  type SlotSymbol,
  scatterMultiplier,
} from './slot.ts';

/**
 * The slot's return to player, computed exactly over every combination of reel stops.
 *
 * Every stop of every reel is equally likely and the reels are independent. On any one payline the
 * symbol a reel shows is therefore distributed as that reel's strip composition (whatever row the
 * line crosses), and the five symbols are independent. So the expected pay of one line is the sum,
 * over all symbol 5-tuples, of (line pay × product of the symbols' counts on their reels), divided
 * by the number of stop combinations. All 20 lines have that same expectation; by linearity the
 * lines' share of the RTP equals one line's expected pay in line bets. Scatters are counted per
 * reel window over every stop, then convolved across the reels.
 */
export interface SlotRtp {
  /** Number of equally likely stop combinations (product of strip lengths). */
  combinations: bigint;
  /** Paylines' share of the RTP. */
  lines: Fraction;
  /** Scatter pays' share. */
  scatter: Fraction;
  total: Fraction;
  /** Each line symbol's share (W includes only pure wild lines). */
  bySymbol: Partial<Record<SlotSymbol, Fraction>>;
}

function symbolCounts(strip: string): Map<SlotSymbol, bigint> {
  const counts = new Map<SlotSymbol, bigint>();
  for (const s of strip) counts.set(s as SlotSymbol, (counts.get(s as SlotSymbol) ?? 0n) + 1n);
  return counts;
}

/** How many stops of a reel show 0, 1, 2 … scatters in its window. */
function scatterWindowCounts(strip: string): bigint[] {
  const out = Array.from({ length: SLOT_ROWS + 1 }, () => 0n);
  for (let stop = 0; stop < strip.length; stop++) {
    let n = 0;
    for (let row = 0; row < SLOT_ROWS; row++) if (strip[(stop + row) % strip.length] === SCATTER) n++;
    out[n]! += 1n;
  }
  return out;
}

export function computeSlotRtp(strips: readonly string[] = SLOT_STRIPS): SlotRtp {
  const combinations = strips.reduce((p, s) => p * BigInt(s.length), 1n);
  const counts = strips.map(symbolCounts);

  // Lines: walk every symbol tuple with its weight (product of counts).
  const bySymbolNum = new Map<SlotSymbol, bigint>();
  let linesNum = 0n;
  const tuple: SlotSymbol[] = [];
  const walk = (reel: number, weight: bigint) => {
    if (reel === strips.length) {
      const win = evaluateLine(tuple);
      if (win.multiplier > 0) {
        const add = weight * BigInt(win.multiplier);
        linesNum += add;
        bySymbolNum.set(win.symbol, (bySymbolNum.get(win.symbol) ?? 0n) + add);
      }
      return;
    }
    for (const symbol of SLOT_SYMBOLS) {
      const c = counts[reel]!.get(symbol);
      if (!c) continue;
      tuple[reel] = symbol;
      walk(reel + 1, weight * c);
    }
    tuple.length = reel;
  };
  walk(0, 1n);

  // Scatters: distribution of the total count over all stop combinations.
  let dist = [1n];
  for (const strip of strips) {
    const reel = scatterWindowCounts(strip);
    const next = Array.from({ length: dist.length + reel.length - 1 }, () => 0n);
    dist.forEach((a, i) => {
      reel.forEach((b, j) => {
        next[i + j]! += a * b;
      });
    });
    dist = next;
  }
  const scatterNum = dist.reduce((sum, ways, n) => sum + ways * BigInt(scatterMultiplier(n)), 0n);

  const bySymbol: Partial<Record<SlotSymbol, Fraction>> = {};
  for (const [symbol, num] of bySymbolNum) bySymbol[symbol] = fraction(num, combinations);
  return {
    combinations,
    lines: fraction(linesNum, combinations),
    scatter: fraction(scatterNum, combinations),
    total: fraction(linesNum + scatterNum, combinations),
    bySymbol,
  };
}
