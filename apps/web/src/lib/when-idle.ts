/** The longest deferred work waits for an idle moment of the browser. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Runs `work` once the browser is idle, or after the time-out at the latest (a timer where the
 * browser has no idle callbacks). Returns what cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(work, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}
