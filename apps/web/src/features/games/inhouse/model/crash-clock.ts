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

/** How often the page redraws in each phase (0: only when the state changes). */
function frameMs(phase: CrashMoment['phase'], reduced: boolean): number | 'frame' {
  if (phase === 'running') return reduced ? 100 : 'frame';
  return phase === 'betting' ? 250 : 0;
}

/**
 * The live round as the browser draws it: the server's clock (from the state's `serverNow`) moved
 * on locally, every animation frame while it runs (ten times a second for reduced motion, which
 * shows the number only), four times a second while bets are taken, not at all after the crash.
 */
export function useCrashMoment(
  state: CrashStateValue | undefined,
  fetchedAt: number,
  reduced: boolean,
): CrashMoment {
  const offset = useMemo(() => (state ? Date.parse(state.serverNow) - fetchedAt : 0), [state, fetchedAt]);
  const [now, setNow] = useState(() => Date.now());
  // A state that arrived after the last redraw is at least as new as its arrival.
  const moment = momentAt(state, Math.max(now, fetchedAt) + offset);
  const every = frameMs(moment.phase, reduced);
  useEffect(() => {
    if (every === 0) return;
    if (every === 'frame' && typeof requestAnimationFrame === 'function') {
      let frame = requestAnimationFrame(function loop() {
        setNow(Date.now());
        frame = requestAnimationFrame(loop);
      });
      return () => cancelAnimationFrame(frame);
    }
    const timer = setInterval(() => setNow(Date.now()), every === 'frame' ? 50 : every);
    return () => clearInterval(timer);
  }, [every]);
  return moment;
}
