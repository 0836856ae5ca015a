import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below the screen a block starts rendering, so it is ready before it scrolls in. */
const NEAR = '600px 0px';
/** The longest a block waits for an idle moment of the browser. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Renders its children when they come near the screen, or once the browser is idle, whichever is
 * first: a long page then paints its first screen without building every block below it in the
 * same task, and every block still arrives on its own (for find-in-page, links to it, crawlers).
 * The placeholder holds the block's place meanwhile.
 */
export function RenderWhenNear({
  children,
  placeholderClassName,
}: {
  children: ReactNode;
  placeholderClassName: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const show = () => setShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: NEAR,
    });
    observer.observe(element);
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(show, IDLE_TIMEOUT_MS);
    return () => {
      observer.disconnect();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [shown]);

  if (shown) return <>{children}</>;
  return <div ref={ref} aria-hidden="true" className={placeholderClassName} />;
}
