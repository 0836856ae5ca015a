import { COUNTDOWN_TICK_MS } from '@pf/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * One clock for every countdown on screen: a single interval while anything listens, so each
 * countdown re-renders alone every second. A board or a betting page that read the time itself
 * re-rendered all its tiles, or its whole number grid, every second.
 */
const listeners = new Set<() => void>();
let current = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  if (timer === undefined) {
    current = Date.now();
    timer = setInterval(() => {
      current = Date.now();
      for (const listener of listeners) listener();
    }, COUNTDOWN_TICK_MS);
  }
  return () => {
    listeners.delete(notify);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, re-read every second (§4 Countdown tick: 1 s). */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => current);
}

/** Whether `at` (ms) has passed; re-renders once, when it passes, instead of every second. */
export function usePassed(at: number | undefined): boolean {
  const passedNow = () => at !== undefined && at <= Date.now();
  const [passed, setPassed] = useState(passedNow);
  useEffect(() => {
    if (at === undefined) return setPassed(false);
    const left = at - Date.now();
    setPassed(left <= 0);
    if (left <= 0) return;
    // Timers hold at most ~24.8 days; a later close is checked again then.
    const timeout = setTimeout(() => setPassed(at <= Date.now()), Math.min(left, 2_147_483_647));
    return () => clearTimeout(timeout);
  }, [at]);
  return passed;
}
