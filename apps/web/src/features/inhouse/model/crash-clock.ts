import { type CrashStateValue, crashMultiplierAt } from '@pf/shared/inhouse/index';
import { useEffect, useMemo, useState } from 'react';

/** What the page shows of the live round at a moment: the phase and the multiplier. */
export interface CrashMoment {
  phase: 'none' | 'betting' | 'running' | 'crashed';
  /** Hundredths; the crash point once crashed. */
  multiplier: number;
  /** Milliseconds since the start (negative while betting). */
  elapsedMs: number;
}

/** The moment of the round at the server's time `serverMs`. */
export function momentAt(state: CrashStateValue | undefined, serverMs: number): CrashMoment {
  const round = state?.round;
  if (!round) return { phase: 'none', multiplier: 100, elapsedMs: 0 };
  const elapsedMs = serverMs - Date.parse(round.startAt);
  if (round.phase === 'crashed' && round.crashPoint !== null) {
    return { phase: 'crashed', multiplier: round.crashPoint, elapsedMs };
  }
  if (elapsedMs < 0) return { phase: 'betting', multiplier: 100, elapsedMs };
  return { phase: 'running', multiplier: crashMultiplierAt(elapsedMs), elapsedMs };
}

/**
 * The live round as the browser draws it: the server's clock (from the state's `serverNow`) moved
 * on locally, every animation frame, or ten times a second for reduced motion (number only).
 */
export function useCrashMoment(
  state: CrashStateValue | undefined,
  fetchedAt: number,
  reduced: boolean,
): CrashMoment {
  const offset = useMemo(() => (state ? Date.parse(state.serverNow) - fetchedAt : 0), [state, fetchedAt]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    if (reduced || typeof requestAnimationFrame !== 'function') {
      timer = setInterval(() => setNow(Date.now()), 100);
    } else {
      const loop = () => {
        setNow(Date.now());
        frame = requestAnimationFrame(loop);
      };
      frame = requestAnimationFrame(loop);
    }
    return () => {
      if (timer) clearInterval(timer);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [reduced]);
  return momentAt(state, now + offset);
}
