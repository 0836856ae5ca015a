import { COUNTDOWN_TICK_MS } from '@pf/shared';

const DAY_MS = 86_400_000;
export const NO_COUNTDOWN = '-- : -- : --';

const two = (n: number) => String(n).padStart(2, '0');

export type CountdownText =
  | { kind: 'none'; text: typeof NO_COUNTDOWN }
  | { kind: 'clock'; text: string }
  | { kind: 'days'; days: number; hours: number };

/**
 * §4 Countdown: nothing on sale, or one second or less to go, shows '-- : -- : --'; under a day
 * hh:mm:ss; a day or more, days and hours (the caller words those in the visitor's language).
 */
export function countdownText(remainingMs: number, isSale: boolean): CountdownText {
  if (!isSale || remainingMs <= COUNTDOWN_TICK_MS) return { kind: 'none', text: NO_COUNTDOWN };
  const totalSeconds = Math.floor(remainingMs / 1000);
  if (remainingMs < DAY_MS) {
    const h = Math.floor(totalSeconds / 3600);
    const m = Math.floor((totalSeconds % 3600) / 60);
    const s = totalSeconds % 60;
    return { kind: 'clock', text: `${two(h)}:${two(m)}:${two(s)}` };
  }
  return {
    kind: 'days',
    days: Math.floor(remainingMs / DAY_MS),
    hours: Math.floor((remainingMs % DAY_MS) / 3_600_000),
  };
}

/** §2 history panel: the previous winning time as MM/DD HH:mm:ss, on the visitor's clock. */
export function formatPreviousTime(epochMs: number | null): string {
  if (epochMs === null || !Number.isFinite(epochMs)) return '--/-- --:--:--';
  const d = new Date(epochMs);
  return `${two(d.getMonth() + 1)}/${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
