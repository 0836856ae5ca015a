import { useCallback, useRef } from 'react';

/**
 * A function that keeps one identity for the component's life and always calls the newest `fn`.
 * Handed to memoized children (game tiles), it lets them skip the parent's re-renders without
 * holding a handler from an older render.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => latest.current(...args), []);
}
