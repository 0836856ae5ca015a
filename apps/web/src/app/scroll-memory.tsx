import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * How long a restored page may keep growing (lazy sections, images) before we stop following it:
 * long enough for a slow phone to load the sections above the old position; any scroll input of
 * the visitor ends it sooner.
 */
const SETTLE_MS = 10_000;
const STORAGE_KEY = 'scroll-positions';

/**
 * How this document was reached. Only a reload or a back/forward into it may restore a stored
 * position for its first entry: a link or address typed in the same tab starts a new document
 * whose first entry has the same router key ('default') as the last one had.
 */
function documentArrival(): string {
  const [entry] = window.performance?.getEntriesByType?.('navigation') ?? [];
  return entry && 'type' in entry ? String(entry.type) : 'navigate';
}

/** The stored name of a history entry: a document's first entry has no key of its own. */
function entryName(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}

function readStored(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * A new page opens at its top (or at its #anchor, which the page itself scrolls to); back and
 * forward return to where the visitor was. The position is recorded while scrolling, so a page
 * that shrinks during navigation cannot overwrite it, and a restored page that is still growing
 * (sections that load after it mounts) is followed until the position fits or the visitor scrolls.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(readStored());
  const name = entryName(location);
  const currentKey = useRef(name);
  // The document's first entry, until the visitor leaves it: how it is restored depends on how
  // the document was reached, not on the router's navigation type (POP for every first entry).
  const firstEntry = useRef<string | null>(name);
  // Between a click (or a back/forward) and the next location, the old page may be swapped for a
  // shorter one and the browser clamps the scroll: those scroll events must not overwrite where
  // the visitor was, which is taken at the click itself.
  const leaving = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (!leaving.current) positions.current[currentKey.current] = window.scrollY;
    };
    const leave = () => {
      record();
      leaving.current = true;
    };
    // Only a link leaves the page; other clicks (buttons, pop-ups) keep the recording going.
    const leaveByLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) leave();
    };
    const persist = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or blocked: positions still work for this page's lifetime.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    document.addEventListener('click', leaveByLink, true);
    window.addEventListener('popstate', leave, true);
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      document.removeEventListener('click', leaveByLink, true);
      window.removeEventListener('popstate', leave, true);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = name;
    leaving.current = false;
    if (firstEntry.current !== name) firstEntry.current = null;
    const restores = firstEntry.current ? documentArrival() !== 'navigate' : navigationType === 'POP';
    const target = restores ? positions.current[name] : undefined;
    if (target === undefined) {
      if (!location.hash) window.scrollTo(0, 0);
      return;
    }
    window.scrollTo(0, target);
    if (typeof ResizeObserver === 'undefined') return;
    // The page may not be tall enough yet, and sections above the position may still change
    // height as they load: hold the position through every change until the window ends or the
    // visitor scrolls.
    let done = false;
    const stop = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
    };
    const observer = new ResizeObserver(() => {
      if (done) return;
      window.scrollTo(0, target);
    });
    observer.observe(document.body);
    const timer = setTimeout(stop, SETTLE_MS);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
      window.addEventListener(type, stop, { passive: true });
    }
    return stop;
  }, [name, location.hash, navigationType]);

  return null;
}
