import { useEffect, useState } from 'react';

type Watch = (el: Element, onNear: () => void) => () => void;

/** One observer per margin for every watched element: a lobby may watch a hundred tiles. */
const watchers = new Map<string, Watch>();

function watcherFor(margin: string): Watch {
  const existing = watchers.get(margin);
  if (existing) return existing;
  const callbacks = new Map<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        callbacks.get(entry.target)?.();
        callbacks.delete(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: margin },
  );
  const watch: Watch = (el, onNear) => {
    callbacks.set(el, onNear);
    observer.observe(el);
    return () => {
      callbacks.delete(el);
      observer.unobserve(el);
    };
  };
  watchers.set(margin, watch);
  return watch;
}

/**
 * True once the element given to the returned ref has come within `margin` of the screen (and
 * from then on); without IntersectionObserver it is true at once. Unlike `loading="lazy"`, whose
 * distance the browser picks (a few screens on a phone), this waits until the block is about to
 * be seen. The ref is a callback, so an element that appears later (after its data) is observed.
 */
export function useNearScreen<T extends Element>(margin = '200px 0px'): [(el: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    return watcherFor(margin)(element, () => setNear(true));
  }, [near, element, margin]);
  return [setElement, near];
}
