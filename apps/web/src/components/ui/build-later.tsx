import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** Parts built once in this page view (by `id`): they are built at once when their page returns. */
const built = new Set<string>();

/**
 * Builds its children in a task of their own, just after the one that renders the page. For parts
 * nobody sees at first (dialog hosts, the member centre), or that hold a fixed place (`fallback`
 * keeps it meanwhile): they no longer lengthen the first render, which on a phone is the longest
 * task of the start. With an `id`, only the first build in a page view waits: a page that returns
 * (back button, a tab of the bottom bar) is whole in its first frame.
 */
export function BuildLater({
  children,
  fallback = null,
  id,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  id?: string;
}) {
  const [ready, setReady] = useState(() => id !== undefined && built.has(id));
  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(() => {
      if (id !== undefined) built.add(id);
      // Nothing waits for these parts: React may build them in slices between the browser's work.
      startTransition(() => setReady(true));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [ready, id]);
  return <>{ready ? children : fallback}</>;
}
