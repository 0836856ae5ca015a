const DAY_MS = 86_400_000;

/** A day as YYYY-MM-DD, in the browser's own calendar. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last seven days, today included. */
export function lastSevenDays(now: Date = new Date()): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() - 6 * DAY_MS)), to: isoDay(now) };
}
