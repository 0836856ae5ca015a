import { parseWinningNumbers } from '@pf/shared';

/** §9 Home tile winning digits: at most 6. */
export const TILE_MAX_DIGITS = 6;

/**
 * The balls a tile shows for the last result. Vietnamese games show the special prize (the first
 * number of the rows or list format, or the plain digit string) one digit a ball; keno shows its
 * first drawn numbers. Never more than six balls, so every tile keeps one line.
 */
export function tileBalls(winningNumber: string, keno: boolean): string[] {
  const parsed = parseWinningNumbers(winningNumber);
  if (!parsed) return [];
  if (keno) {
    const numbers =
      parsed.format === 'list'
        ? parsed.numbers
        : parsed.format === 'rows'
          ? parsed.rows.flat()
          : [parsed.digits];
    return numbers.slice(0, TILE_MAX_DIGITS);
  }
  const special =
    parsed.format === 'rows'
      ? (parsed.rows[0]?.[0] ?? '')
      : parsed.format === 'list'
        ? (parsed.numbers[0] ?? '')
        : parsed.digits;
  return special.split('').slice(-TILE_MAX_DIGITS);
}
