import { nextInt } from '../fairness/ints.ts';
import { type FairParams, FairStream } from '../fairness/stream.ts';

/**
 * Fortune Reels: 5 reels, 3 rows, 20 fixed paylines. Everything that decides a spin lives here:
 * the reel strips, the paylines, the paytable and the evaluation. The RTP is computed exactly from
 * these tables in `slot-rtp.ts` and written up in docs/inhouse-games.md.
 */
export const SLOT_SYMBOLS = ['W', 'S', '7', 'B', 'L', 'G', 'O', 'M', 'C'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** W substitutes for every symbol except the scatter S; S pays anywhere in the window. */
export const WILD: SlotSymbol = 'W';
export const SCATTER: SlotSymbol = 'S';

export const SLOT_ROWS = 3;
export const SLOT_REELS = 5;

/**
 * The reel strips, top to bottom; a stop shows the symbol at the stop and the next two (wrapping).
 * Scatters are at least three apart, so a reel never shows two of them at once.
 */
export const SLOT_STRIPS: readonly string[] = [
  'C7MOGCLMBOSCMGOCLMOWCGMBCOSMLCGO',
  'CMOGLCBMO7CSMOGCWLMOBCGMOCSLMGCO',
  'MCOG7LCMBSOCGMWOCLMBOGCSMOCLGMCO',
  'OCMGLBC7MOSCGMOLWCMBOCGMSOLCMGCO',
  'CMOLGC7BMOSCGMLOCWMBOGCMSOLCGMOC',
];

/** Row (0 top, 1 middle, 2 bottom) on each reel, line 1 first. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/** Line pays in multiples of the line bet for 3, 4 and 5 of a kind from the leftmost reel. */
export const LINE_PAYS: Readonly<Record<Exclude<SlotSymbol, 'S'>, readonly [number, number, number]>> = {
  W: [120, 600, 3000],
  '7': [75, 300, 1200],
  B: [50, 150, 600],
  L: [30, 100, 360],
  G: [18, 60, 240],
  O: [11, 35, 150],
  M: [9, 30, 120],
  C: [6, 20, 75],
};

/** The exact RTP of these tables (checked against `computeSlotRtp` by the tests): 96.2508 %. */
export const SLOT_RTP = { num: 16_148_213n, den: 16_777_216n } as const;

/** Scatter pays in multiples of the total bet for 3, 4 and 5 scatters anywhere. */
export const SCATTER_PAYS: readonly [number, number, number] = [1, 5, 50];

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** Multiple of the line bet. */
  multiplier: number;
}

export interface SlotSpin {
  /** Stop index on each reel strip. */
  stops: number[];
  /** grid[reel][row]. */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  scatterCount: number;
  /** Multiple of the total bet (0 below three scatters). */
  scatterMultiplier: number;
  /** Everything won, in multiples of the line bet (scatter pays converted at 20 lines). */
  totalLineBets: number;
}

const pay = (symbol: SlotSymbol, count: number): number =>
  symbol === SCATTER || count < 3 ? 0 : LINE_PAYS[symbol as Exclude<SlotSymbol, 'S'>][count - 3]!;

/**
 * Best pay of one line, read from the leftmost reel: the first symbol that is not wild leads and
 * wilds stand in for it; a run of leading wilds may instead pay as wilds, whichever pays more.
 */
export function evaluateLine(symbols: readonly SlotSymbol[]): {
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
} {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  const wildPay = pay(WILD, wilds);
  const lead = symbols[wilds];
  let best = { symbol: WILD, count: wilds, multiplier: wildPay };
  if (lead !== undefined && lead !== SCATTER) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === lead || symbols[count] === WILD)) count++;
    const leadPay = pay(lead, count);
    if (leadPay > best.multiplier) best = { symbol: lead, count, multiplier: leadPay };
  }
  return best;
}

export function scatterMultiplier(count: number): number {
  return count < 3 ? 0 : SCATTER_PAYS[Math.min(count, 5) - 3]!;
}

export function symbolAt(
  reel: number,
  position: number,
  strips: readonly string[] = SLOT_STRIPS,
): SlotSymbol {
  const strip = strips[reel]!;
  return strip[((position % strip.length) + strip.length) % strip.length] as SlotSymbol;
}

/** The window and every win of a spin whose reels stopped at `stops`. */
export function evaluateStops(stops: readonly number[], strips: readonly string[] = SLOT_STRIPS): SlotSpin {
  const grid = stops.map((stop, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => symbolAt(reel, stop + row, strips)),
  );
  const lineWins: LineWin[] = [];
  PAYLINES.forEach((rows, i) => {
    const win = evaluateLine(rows.map((row, reel) => grid[reel]![row]!));
    if (win.multiplier > 0) lineWins.push({ line: i + 1, ...win });
  });
  const scatterCount = grid.flat().filter((s) => s === SCATTER).length;
  const scatter = scatterMultiplier(scatterCount);
  const linePays = lineWins.reduce((sum, w) => sum + w.multiplier, 0);
  return {
    stops: [...stops],
    grid,
    lineWins,
    scatterCount,
    scatterMultiplier: scatter,
    totalLineBets: linePays + scatter * PAYLINES.length,
  };
}

/** The reel stops of a round: one unbiased integer per reel, reels left to right. */
export function slotStops(params: FairParams): number[] {
  const stream = new FairStream(params);
  return SLOT_STRIPS.map((strip) => nextInt(stream, strip.length));
}

/** A whole spin from (serverSeed, clientSeed, nonce); nothing else goes in. */
export function spinSlot(params: FairParams): SlotSpin {
  return evaluateStops(slotStops(params));
}

/** What a spin pays, in minor units, for a line bet in minor units (all 20 lines are played). */
export function slotPayout(spin: SlotSpin, lineBet: bigint): bigint {
  return lineBet * BigInt(spin.totalLineBets);
}

/** The total stake of a spin: the line bet on every line. */
export const slotStake = (lineBet: bigint): bigint => lineBet * BigInt(PAYLINES.length);
