import { PRIZE_ROW_LABELS, parseWinningNumbers } from '@pf/shared';
import type { PrizeRow } from '../api/game';

/**
 * §2 history panel rows, labelled DB, G1 … G8: the server's prize rows when it sends them, else
 * the rows format read in order. Anything else has no rows to show.
 */
export function prizeRows(prizes: readonly PrizeRow[] | undefined, winningNumber: string): PrizeRow[] {
  if (prizes && prizes.length > 0) return [...prizes];
  const parsed = parseWinningNumbers(winningNumber);
  if (parsed?.format !== 'rows') return [];
  return parsed.rows.slice(0, PRIZE_ROW_LABELS.length).map((numbers, i) => ({
    label: PRIZE_ROW_LABELS[i] as string,
    numbers,
  }));
}
