import { LOTTERY_REFRESH_MAX_MS, LOTTERY_REFRESH_MIN_MS } from '@pf/shared';

interface Timed {
  remainTime: number;
  lockTime: number;
}

/**
 * §4 Lottery menu auto-refresh: the next load comes when the soonest draw is due, i.e. the smallest
 * remaining time less half the round trip of the request that brought it, kept within 7–30 s so a
 * closing draw is picked up quickly without hammering the server. Items without a current draw
 * (remainTime 0) do not pull the refresh forward.
 */
export function refreshDelayMs(items: readonly Timed[], roundTripMs: number): number {
  const remaining = items.map((i) => i.remainTime).filter((ms) => ms > 0);
  if (remaining.length === 0) return LOTTERY_REFRESH_MAX_MS;
  const soonest = Math.min(...remaining) - roundTripMs / 2;
  return Math.min(LOTTERY_REFRESH_MAX_MS, Math.max(LOTTERY_REFRESH_MIN_MS, Math.round(soonest)));
}

/**
 * §4: the moment betting closes on this screen's clock, now + remainTime − half round trip −
 * lockTime × 1000. `receivedAt` is when the answer arrived; half the round trip is the best guess
 * of how old the server's remainTime already was.
 */
export function drawTimeMs(item: Timed, receivedAt: number, roundTripMs: number): number {
  return receivedAt + item.remainTime - roundTripMs / 2 - item.lockTime * 1000;
}
