import { useEffect, useState } from 'react';

/**
 * The value as it stood one task ago: a change shows in the render after the next task, not in the
 * render that brings it. Two parts that redraw from the same answer can then do so in two short
 * tasks instead of one long one (a phone answers a tap in between). What shows before the first
 * task has passed is `first` (by default the value itself, at once).
 */
export function useATaskLater<T>(value: T, first: T = value): T {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const timer = window.setTimeout(() => setShown(() => value), 0);
    return () => window.clearTimeout(timer);
  }, [value, shown]);
  return shown;
}
