/** Dates here are calendar dates (yyyy-MM-dd) in the visitor's own time zone. */
const pad = (n: number) => String(n).padStart(2, '0');
export const toIsoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** §5: the date input's max is the end of the year `minAge` years ago. */
export const maxBirthday = (minAge: number, today = new Date()) => `${today.getFullYear() - minAge}-12-31`;

/** Parses yyyy-MM-dd strictly (no rolling 02-31 into March); null when it is no real date. */
export function parseBirthday(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  return { y, m, d };
}

/** Whole years between the birthday and today; null for an invalid or future date. */
export function ageOn(value: string, today = new Date()): number | null {
  const b = parseBirthday(value);
  if (!b) return null;
  if (value > toIsoDate(today)) return null;
  const hadBirthday = today.getMonth() + 1 > b.m || (today.getMonth() + 1 === b.m && today.getDate() >= b.d);
  return today.getFullYear() - b.y - (hadBirthday ? 0 : 1);
}
