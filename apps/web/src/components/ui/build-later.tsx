import { type ReactNode, useEffect, useState } from 'react';

/**
 * Builds its children in a task of their own, just after the one that renders the page. For parts
 * nobody sees at first (dialog hosts, the member centre): they no longer lengthen the first render,
 * which on a phone is the longest task of the start.
 */
export function BuildLater({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? <>{children}</> : null;
}
