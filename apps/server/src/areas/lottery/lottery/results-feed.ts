import type { VnRegion } from '@pf/shared';
import { dayOfWeek, localDateOf } from './local-time.ts';
import type { DrawRow, GameRow } from './lottery.repository.ts';

/** What a results provider is asked for: one station's traditional draw on one local date. */
export interface FeedDraw {
  /** The game: `vn-mb` (Miền Bắc) or a Miền Trung / Miền Nam station (`mt-hue`, `mn-hcm`, …). */
  gameCode: string;
  region: VnRegion;
  /** The station that draws; for Miền Bắc the day's host station. */
  station: string;
  /** The local draw date as "YYYYMMDD" (the draw's numero). */
  date: string;
  /** When the draw takes place. */
  drawAt: Date;
}

/**
 * A source of official traditional results: a provider's API, a file drop, or the sandbox. The
 * scheduler asks it about every traditional draw past its time that has no result yet, once a
 * pass, until it answers. Its answer goes through the same validation as a result staff enter
 * (the region's full prize layout, the draw still open to a result, its time reached).
 */
export interface ResultsFeed {
  /** Names the source on every result entry it makes (`feed:<name>`). */
  readonly name: string;
  /**
   * The draw's full result in the rows or the list format, or null while it is not published. A
   * throw (the provider is down) holds the draw back for a while before it is asked again.
   */
  fetchResult(draw: FeedDraw): Promise<string | null>;
}

/** The question a feed is asked about a traditional draw of a game. */
export function feedDrawOf(game: GameRow, draw: DrawRow): FeedDraw {
  const weekday = dayOfWeek(localDateOf(draw.draw_at, game.timezone));
  return {
    gameCode: game.code,
    region: game.region,
    station: game.stations[String(weekday)] ?? game.name,
    date: draw.numero,
    drawAt: draw.draw_at,
  };
}
