import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * How far below the screen a block starts rendering, so it is ready before it scrolls in: about a
 * third of a phone's screen. More would build home's first game row at start on a phone (412 × 823),
 * where it lies about 390 px below the fold.
 */
const NEAR = '300px 0px';

/**
 * Blocks built once in this page view. Coming back to a page (back button, a tab of the bottom
 * bar) builds them at once, so the page has its old length when the scroll position is restored.
 */
const built = new Set<string>();

/**
 * Renders its children when they come near the screen, and not before: a phone then builds and
 * lays out only what its first screen shows, and the blocks further down (and the requests behind
 * them) come as the visitor scrolls towards them. The placeholder holds the block's place
 * meanwhile. Where IntersectionObserver is missing, the children render at once.
 * See docs/decisions/0008-blocks-below-the-fold.md.
 */
export function RenderWhenNear({
  id,
  children,
  placeholderClassName,
  margin = NEAR,
  waitFor = false,
}: {
  /** Names the block for this page view: once built, it is built at once when its page returns. */
  id: string;
  children: ReactNode;
  placeholderClassName: string;
  /**
   * How far beyond the screen's edges it counts as near (CSS margin syntax). The frame's footer
   * uses none: it starts a screen below the header, so the first scroll builds it, while a
   * 300 px margin would build it at start on every page that fills in late.
   */
  margin?: string;
  /** While true the block is not measured: what lies above it has not found its height yet. */
  waitFor?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined' || built.has(id));

  useEffect(() => {
    const element = ref.current;
    if (shown || waitFor || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        built.add(id);
        setShown(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, id, margin, waitFor]);

  if (shown) return <>{children}</>;
  return <div ref={ref} aria-hidden="true" data-testid={`near-${id}`} className={placeholderClassName} />;
}
