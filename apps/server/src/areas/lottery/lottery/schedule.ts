import { addDays, dateCode, dayOfWeek, localDateOf, localToInstant, parseTimeOfDay } from './local-time.ts';

/** What the calendar needs to know of a game. */
export interface GameSchedule {
  kind: 'vn' | 'vnfast' | 'keno';
  drawTime: string | null;
  drawDays: number[];
  timezone: string;
  intervalSeconds: number | null;
  lockSeconds: number;
  /** Local dates ("YYYYMMDD") without a traditional draw: the region's non-draw days. */
  holidays?: ReadonlySet<string> | undefined;
}

export interface DrawSlot {
  numero: string;
  openAt: Date;
  lockAt: Date;
  drawAt: Date;
}

const DAY_S = 86_400;
/** Traditional draws take bets from 24 hours before. */
const TRADITIONAL_OPEN_MS = DAY_S * 1000;

function slot(numero: string, drawAt: Date, openMs: number, lockSeconds: number): DrawSlot {
  const lockAt = new Date(drawAt.getTime() - lockSeconds * 1000);
  const openAt = new Date(Math.min(drawAt.getTime() - openMs, lockAt.getTime()));
  return { numero, openAt, lockAt, drawAt };
}

/**
 * Interval games draw at local midnight + n × interval, n = 1 … floor(day / interval); the numero
 * is the local date and n ("20261123-0042"). A draw opens when the one before it is drawn.
 */
function intervalSlots(game: GameSchedule, after: Date, until: Date): DrawSlot[] {
  const interval = game.intervalSeconds ?? 0;
  if (interval <= 0) return [];
  const perDay = Math.floor(DAY_S / interval);
  const slots: DrawSlot[] = [];
  let date = localDateOf(after, game.timezone);
  // Start from the previous local day: the last draw of a day may fall on the next midnight.
  date = addDays(date, -1);
  while (slots.length < 100_000) {
    const midnight = localToInstant(date, 0, game.timezone).getTime();
    if (midnight > until.getTime()) break;
    const from = Math.max(1, Math.floor((after.getTime() - midnight) / (interval * 1000)));
    for (let n = from; n <= perDay; n++) {
      const drawAt = midnight + n * interval * 1000;
      if (drawAt <= after.getTime()) continue;
      if (drawAt > until.getTime()) return slots;
      slots.push(
        slot(
          `${dateCode(date)}-${String(n).padStart(4, '0')}`,
          new Date(drawAt),
          interval * 1000,
          game.lockSeconds,
        ),
      );
    }
    date = addDays(date, 1);
  }
  return slots;
}

/** Traditional draws: one a day at `drawTime` local, on the game's days of the week but not on holidays. */
function dailySlots(game: GameSchedule, after: Date, until: Date): DrawSlot[] {
  const minutes = parseTimeOfDay(game.drawTime ?? '00:00');
  const slots: DrawSlot[] = [];
  let date = addDays(localDateOf(after, game.timezone), -1);
  for (let i = 0; i < 400; i++, date = addDays(date, 1)) {
    const drawAt = localToInstant(date, minutes, game.timezone);
    if (drawAt.getTime() > until.getTime()) break;
    if (drawAt.getTime() <= after.getTime() || !game.drawDays.includes(dayOfWeek(date))) continue;
    if (game.holidays?.has(dateCode(date))) continue;
    slots.push(slot(dateCode(date), drawAt, TRADITIONAL_OPEN_MS, game.lockSeconds));
  }
  return slots;
}

/** Every draw of the game with after < drawAt ≤ until, in time order. */
export function drawSlots(game: GameSchedule, after: Date, until: Date): DrawSlot[] {
  return game.kind === 'vn' ? dailySlots(game, after, until) : intervalSlots(game, after, until);
}

/** How far ahead the scheduler keeps draws: 10 minutes (at least 3 draws) or 8 days. */
export function horizonMs(game: GameSchedule): number {
  if (game.kind === 'vn') return 8 * DAY_S * 1000;
  return Math.max(10 * 60_000, 3 * (game.intervalSeconds ?? 0) * 1000);
}
