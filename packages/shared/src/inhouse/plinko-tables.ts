/**
 * Plinko paytables in hundredths of the stake (562 = 5.62×), one per row count and risk, listed
 * from the left edge (no bounce to the right) to the right edge. Each is symmetric and its return,
 * the sum of C(rows, k) × multiplier over 2^rows, is exactly 99 %: the shapes were drawn by hand and
 * the two outermost values trimmed to land on the figure (`plinkoRtp` and its test check it).
 */
export const PLINKO_ROWS = [8, 12, 16] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

export const PLINKO_PAYTABLES: Readonly<Record<PlinkoRows, Readonly<Record<PlinkoRisk, readonly number[]>>>> =
  {
    8: {
      low: [562, 210, 110, 100, 50, 100, 110, 210, 562],
      medium: [1304, 301, 130, 70, 40, 70, 130, 301, 1304],
      high: [2900, 399, 150, 30, 20, 30, 150, 399, 2900],
    },
    12: {
      low: [1006, 303, 160, 140, 110, 100, 50, 100, 110, 140, 160, 303, 1006],
      medium: [3310, 1101, 400, 200, 110, 60, 30, 60, 110, 200, 400, 1101, 3310],
      high: [17002, 2380, 810, 200, 70, 20, 20, 20, 70, 200, 810, 2380, 17002],
    },
    16: {
      low: [1610, 902, 200, 140, 140, 120, 110, 100, 50, 100, 110, 120, 140, 140, 200, 902, 1610],
      medium: [11014, 3252, 1000, 500, 240, 130, 112, 60, 30, 60, 112, 130, 240, 500, 1000, 3252, 11014],
      high: [100004, 13048, 2600, 900, 400, 200, 20, 20, 20, 20, 20, 200, 400, 900, 2600, 13048, 100004],
    },
  };
