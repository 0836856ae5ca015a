/**
 * The single-zero table: 0 at the head, then twelve rows of three (1-2-3, 4-5-6 … 34-35-36). The
 * columns are the numbers n with n mod 3 = 1, 2 and 0; every inside bet is a set of numbers that
 * touch on this layout.
 */
export const ROULETTE_POCKETS = 37;
export const ROULETTE_RED: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const ROULETTE_INSIDE_TYPES = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const ROULETTE_THIRD_TYPES = ['dozen', 'column'] as const;
export const ROULETTE_EVEN_TYPES = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type RouletteInsideType = (typeof ROULETTE_INSIDE_TYPES)[number];
export type RouletteThirdType = (typeof ROULETTE_THIRD_TYPES)[number];
export type RouletteEvenType = (typeof ROULETTE_EVEN_TYPES)[number];
export type RouletteBetType = RouletteInsideType | RouletteThirdType | RouletteEvenType;

export type RouletteColour = 'green' | 'red' | 'black';
export const rouletteColour = (pocket: number): RouletteColour =>
  pocket === 0 ? 'green' : ROULETTE_RED.has(pocket) ? 'red' : 'black';

const range = (from: number, count: number, step = 1) =>
  Array.from({ length: count }, (_, i) => from + i * step);
/** The first number of each of the twelve rows: 1, 4, … 34. */
const ROW_STARTS = range(1, 12, 3);

/** Every legal inside bet on the layout, numbers ascending. */
export const ROULETTE_INSIDE_BETS: Readonly<Record<RouletteInsideType, readonly (readonly number[])[]>> = {
  straight: range(0, ROULETTE_POCKETS).map((n) => [n]),
  split: [
    [0, 1],
    [0, 2],
    [0, 3],
    // Side by side in a row, then one above the other between rows.
    ...ROW_STARTS.flatMap((r) => [
      [r, r + 1],
      [r + 1, r + 2],
    ]),
    ...range(1, 33).map((n) => [n, n + 3]),
  ],
  street: [[0, 1, 2], [0, 2, 3], ...ROW_STARTS.map((r) => [r, r + 1, r + 2])],
  corner: [
    // The first four: 0-1-2-3.
    [0, 1, 2, 3],
    ...ROW_STARTS.slice(0, 11).flatMap((r) => [
      [r, r + 1, r + 3, r + 4],
      [r + 1, r + 2, r + 4, r + 5],
    ]),
  ],
  line: ROW_STARTS.slice(0, 11).map((r) => range(r, 6)),
};

const insideKeys: Readonly<Record<RouletteInsideType, ReadonlySet<string>>> = {
  straight: new Set(ROULETTE_INSIDE_BETS.straight.map((s) => s.join('-'))),
  split: new Set(ROULETTE_INSIDE_BETS.split.map((s) => s.join('-'))),
  street: new Set(ROULETTE_INSIDE_BETS.street.map((s) => s.join('-'))),
  corner: new Set(ROULETTE_INSIDE_BETS.corner.map((s) => s.join('-'))),
  line: new Set(ROULETTE_INSIDE_BETS.line.map((s) => s.join('-'))),
};

/** What a bet names on the table; stakes are added by the caller. */
export type RouletteSelection =
  | { type: RouletteInsideType; numbers: number[] }
  | { type: RouletteThirdType; index: 1 | 2 | 3 }
  | { type: RouletteEvenType };

export const isInsideType = (type: string): type is RouletteInsideType =>
  (ROULETTE_INSIDE_TYPES as readonly string[]).includes(type);
export const isThirdType = (type: string): type is RouletteThirdType =>
  (ROULETTE_THIRD_TYPES as readonly string[]).includes(type);

/** Inside numbers in ascending order, so 2-1 and 1-2 name the same split. */
export const sortedNumbers = (numbers: readonly number[]): number[] => [...numbers].sort((a, b) => a - b);

/** True when the selection is a real bet on the layout. */
export function isValidRouletteSelection(sel: RouletteSelection): boolean {
  if (isInsideType(sel.type)) {
    const numbers = (sel as { numbers?: unknown }).numbers;
    if (!Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n))) return false;
    return insideKeys[sel.type].has(sortedNumbers(numbers as number[]).join('-'));
  }
  if (isThirdType(sel.type)) {
    const index = (sel as { index?: unknown }).index;
    return index === 1 || index === 2 || index === 3;
  }
  return (ROULETTE_EVEN_TYPES as readonly string[]).includes(sel.type);
}

/** The numbers a valid selection covers; zero is never covered by an outside bet. */
export function rouletteCovered(sel: RouletteSelection): number[] {
  switch (sel.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return sortedNumbers(sel.numbers);
    case 'dozen':
      return range(12 * (sel.index - 1) + 1, 12);
    case 'column':
      return range(sel.index, 12, 3);
    case 'red':
      return range(1, 36).filter((n) => ROULETTE_RED.has(n));
    case 'black':
      return range(1, 36).filter((n) => !ROULETTE_RED.has(n));
    case 'odd':
      return range(1, 18, 2);
    case 'even':
      return range(2, 18, 2);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 18);
  }
}

/** Every legal selection on the table (inside bets, the three dozens and columns, even chances). */
export function allRouletteSelections(): RouletteSelection[] {
  return [
    ...ROULETTE_INSIDE_TYPES.flatMap((type) =>
      ROULETTE_INSIDE_BETS[type].map((numbers) => ({ type, numbers: [...numbers] })),
    ),
    ...ROULETTE_THIRD_TYPES.flatMap((type) => ([1, 2, 3] as const).map((index) => ({ type, index }))),
    ...ROULETTE_EVEN_TYPES.map((type) => ({ type })),
  ];
}
