/**
 * The page picks whole days in the member's own time zone; the server takes instants. A day
 * range [from, to] becomes [local midnight of from, local midnight after to).
 */
export const MAX_WINDOW_DAYS = 92;
export const DEFAULT_WINDOW_DAYS = 7;

/** 'YYYY-MM-DD' of a local date. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight starting a 'YYYY-MM-DD' day; null when the text is not a real date. */
export function localMidnight(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayOf(date) === day ? date : null;
}

/** Today and the six days before it. */
export function defaultWindow(now = new Date()): { from: string; to: string } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (DEFAULT_WINDOW_DAYS - 1));
  return { from: dayOf(from), to: dayOf(now) };
}

export type WindowCheck =
  | { ok: true; beginTime: string; endTime: string }
  | { ok: false; reason: 'invalid' | 'order' | 'tooLong' };

/** The instants the server gets for a day range, or why the range cannot be asked for. */
export function windowOf(from: string, to: string): WindowCheck {
  const begin = localMidnight(from);
  const last = localMidnight(to);
  if (!begin || !last) return { ok: false, reason: 'invalid' };
  if (last < begin) return { ok: false, reason: 'order' };
  const end = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
  // Counted in calendar days, so a daylight-saving change does not shorten the allowance.
  const days = Math.round((end.getTime() - begin.getTime()) / 86_400_000);
  if (days > MAX_WINDOW_DAYS) return { ok: false, reason: 'tooLong' };
  return { ok: true, beginTime: begin.toISOString(), endTime: end.toISOString() };
}
