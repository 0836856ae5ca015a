import type { BetReportQuery } from '@pf/shared/contracts/reports';

export type Group = BetReportQuery['groupBy'];
/** The filters a drill-down adds: the figure the operator came from. */
export type Filters = Partial<Record<Group, string>>;

/** Where a row leads: a vendor or a category to its games, a game to its days, a day to its vendors. */
const NEXT: Record<Group, Group> = { vendor: 'game', category: 'game', game: 'day', day: 'vendor' };

/** The grouping a click on a row of `group` opens, or null when that figure is already narrowed. */
export function nextGroup(group: Group, filters: Filters): Group | null {
  const next = NEXT[group];
  return filters[next] === undefined && filters[group] === undefined ? next : null;
}

/** The report's query for a range, a grouping and the filters so far (also the CSV's). */
export function betQuery(range: { from: string; to: string }, groupBy: Group, filters: Filters) {
  return { ...range, groupBy, ...filters };
}

/**
 * The rounds a row stands for, when it is one game on one day: a game's row once the day is
 * chosen, or a day's row once the game is. Null for any other row (it drills down instead).
 */
export function roundsOf(group: Group, filters: Filters, key: string): { game: string; day: string } | null {
  if (group === 'game' && filters.day !== undefined) return { game: key, day: filters.day };
  if (group === 'day' && filters.game !== undefined) return { game: filters.game, day: key };
  return null;
}

/** The address of the rounds screen for a game's day. */
export function roundsPath(target: { game: string; day: string }): string {
  return `/dashboard/rounds?${new URLSearchParams(target).toString()}`;
}
