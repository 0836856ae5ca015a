import { type ReactNode, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/** How far below the screen a block starts rendering, so it is ready before it scrolls in. */
const NEAR = '600px 0px';

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
    const cancelIdle = whenIdle(show);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [shown]);

  if (shown) return <>{children}</>;
  return <div ref={ref} aria-hidden="true" className={placeholderClassName} />;
}
