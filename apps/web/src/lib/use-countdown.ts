import { useCallback, useEffect, useState } from 'react';

/** Seconds left on a one-second ticker; `start(n)` (re)starts it, 0 means idle. */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setRemaining((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.round(seconds))), []);
  return { remaining, start };
}
