import { randomInt } from 'node:crypto';
import type { Draw } from './card-scenes.ts';

/** The reel symbols, from the least to the most paying: cherry … crown. */
export const SLOT_SYMBOLS = [
  'cherry',
  'lemon',
  'bell',
  'clover',
  'diamond',
  'star',
  'seven',
  'crown',
] as const;
export const SLOT_ROWS = 3;

export interface SlotScene {
  kind: 'slot';
  /** Symbol indexes per reel, top row first. */
  reels: number[][];
  /** The row that paid, and over how many reels from the left; absent when nothing paid. */
  line?: { row: number; length: number };
  multiplierX100: bigint;
}

/** The symbol whose line shows a multiplier: the bigger the multiplier, the rarer the symbol. */
export function symbolFor(multiplierX100: bigint): number {
  const bounds = [100n, 200n, 500n, 1_000n, 2_500n, 10_000n, 50_000n];
  const i = bounds.findIndex((b) => multiplierX100 < b);
  return i === -1 ? SLOT_SYMBOLS.length - 1 : i;
}

/** How many reels a winning line runs over: longer lines for bigger wins on five reels. */
function runLength(reelCount: number, multiplierX100: bigint): number {
  if (reelCount < 5) return reelCount;
  return multiplierX100 < 500n ? 3 : multiplierX100 < 2_500n ? 4 : 5;
}

/** Three of a kind from the left of a row: a line that pays. */
const paysRow = (reels: number[][], row: number) =>
  reels[0]?.[row] === reels[1]?.[row] && reels[1]?.[row] === reels[2]?.[row];

/**
 * Reels that show the multiplier the game drew: one line of its symbol on a random row, or, for
 * nothing won, no line at all. Every other row is kept from paying, so the reels never show a
 * win the round did not pay.
 */
export function slotScene(reelCount: number, multiplierX100: bigint, draw: Draw = randomInt): SlotScene {
  const reels = Array.from({ length: reelCount }, () =>
    Array.from({ length: SLOT_ROWS }, () => draw(SLOT_SYMBOLS.length)),
  );
  let line: SlotScene['line'];
  if (multiplierX100 > 0n) {
    const row = draw(SLOT_ROWS);
    const symbol = symbolFor(multiplierX100);
    const length = runLength(reelCount, multiplierX100);
    for (let r = 0; r < length; r++) (reels[r] as number[])[row] = symbol;
    const after = reels[length];
    if (after && after[row] === symbol)
      after[row] = (symbol + 1 + draw(SLOT_SYMBOLS.length - 1)) % SLOT_SYMBOLS.length;
    line = { row, length };
  }
  for (let row = 0; row < SLOT_ROWS; row++) {
    if (row === line?.row || !paysRow(reels, row)) continue;
    const third = reels[2] as number[];
    third[row] = ((third[row] ?? 0) + 1 + draw(SLOT_SYMBOLS.length - 1)) % SLOT_SYMBOLS.length;
  }
  return { kind: 'slot', reels, ...(line ? { line } : {}), multiplierX100 };
}
