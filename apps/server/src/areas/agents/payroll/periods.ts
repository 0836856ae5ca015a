import { addDays, dayOfWeek, type LocalDate, localDateOf, localToInstant } from '../../lottery/index.ts';

/** §3 Periods: D daily, W weekly (Monday to Sunday), H semimonthly (1–15, 16–end), M monthly. */
export type PeriodKind = 'D' | 'W' | 'H' | 'M';
export const PERIOD_KINDS: readonly PeriodKind[] = ['D', 'W', 'H', 'M'];

/** A period as instants: `from` inclusive, `to` exclusive, both at a local midnight of the zone. */
export interface PeriodRange {
  kind: PeriodKind;
  from: Date;
  to: Date;
  /** The local date the period starts on, "YYYY-MM-DD". */
  label: string;
}

const firstOfMonth = (d: LocalDate): LocalDate => ({ year: d.year, month: d.month, day: 1 });
const nextMonth = (d: LocalDate): LocalDate =>
  d.month === 12 ? { year: d.year + 1, month: 1, day: 1 } : { year: d.year, month: d.month + 1, day: 1 };

function bounds(kind: PeriodKind, date: LocalDate): [LocalDate, LocalDate] {
  switch (kind) {
    case 'D':
      return [date, addDays(date, 1)];
    case 'W': {
      // dayOfWeek: 1 = Sunday … 7 = Saturday; weeks start on Monday.
      const start = addDays(date, -((dayOfWeek(date) + 5) % 7));
      return [start, addDays(start, 7)];
    }
    case 'H':
      return date.day <= 15
        ? [firstOfMonth(date), { ...date, day: 16 }]
        : [{ ...date, day: 16 }, nextMonth(date)];
    case 'M':
      return [firstOfMonth(date), nextMonth(date)];
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The period of the given kind that contains `at`, cut at midnights of `timeZone`. */
export function periodOf(kind: PeriodKind, at: Date, timeZone: string): PeriodRange {
  const [start, end] = bounds(kind, localDateOf(at, timeZone));
  return {
    kind,
    from: localToInstant(start, 0, timeZone),
    to: localToInstant(end, 0, timeZone),
    label: `${start.year}-${pad(start.month)}-${pad(start.day)}`,
  };
}

/** The period just before the one containing `at`: the one a payroll run settles. */
export function previousPeriod(kind: PeriodKind, at: Date, timeZone: string): PeriodRange {
  const current = periodOf(kind, at, timeZone);
  return periodOf(kind, new Date(current.from.getTime() - 1), timeZone);
}
