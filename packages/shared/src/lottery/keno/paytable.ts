/** Keno: 20 numbers drawn from 1–80; a ticket picks 1–10 spots. */
export const KENO_POOL = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_SPOTS = 10;

/**
 * Total return per unit staked, in tenths (38 = 3.8×, stake included), by spots then hits.
 * Hits not listed pay nothing. Ten spots with no hit pays too, as is usual for 10-spot tickets.
 * The exact RTP of each row is computed by `kenoRtp` and documented in docs/lottery-rules.md.
 */
export const KENO_PAYTABLE_TENTHS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 38 },
  2: { 2: 158 },
  3: { 2: 26, 3: 425 },
  4: { 2: 17, 3: 60, 4: 1080 },
  5: { 3: 30, 4: 250, 5: 6170 },
  6: { 3: 15, 4: 82, 5: 1030, 6: 15400 },
  7: { 3: 11, 4: 37, 5: 270, 6: 3200, 7: 42700 },
  8: { 4: 22, 5: 130, 6: 1080, 7: 13000, 8: 162500 },
  9: { 4: 11, 5: 55, 6: 440, 7: 3840, 8: 43900, 9: 329400 },
  10: { 0: 23, 5: 34, 6: 210, 7: 1380, 8: 11500, 9: 68900, 10: 919000 },
};

/**
 * Side bets on the 20 drawn numbers, in hundredths of the stake (195 = 1.95×, stake included).
 * Big/small: sum of the numbers above/below 810 (the mean); odd/even: more than / fewer than 10
 * odd numbers. A tie (sum exactly 810, exactly 10 odd) returns the stake.
 */
export const KENO_SIDE_WIN_HUNDREDTHS = 195;
export const KENO_SUM_MIDPOINT = 810;
export const KENO_ODD_MIDPOINT = 10;
