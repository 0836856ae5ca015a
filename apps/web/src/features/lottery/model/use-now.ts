import { COUNTDOWN_TICK_MS } from '@pf/shared';
import { useEffect, useState } from 'react';

/** The current time, re-read every second while `ticking` (§4 Countdown tick: 1 s). */
export function useNow(ticking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}
