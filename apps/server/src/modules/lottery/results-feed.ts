import type { DrawRow, GameRow } from './lottery.repository.ts';

/**
 * A source of official traditional results (a provider's API, a file drop). It answers the
 * winning number text (rows or list format) of a draw, or null while the result is not out yet.
 * What it delivers is entered as a pending result; an operator still confirms it.
 */
export interface ResultsFeed {
  name: string;
  fetchResult(game: GameRow, draw: DrawRow): Promise<string | null>;
}
