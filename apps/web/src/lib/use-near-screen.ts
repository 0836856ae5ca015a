import { useEffect, useState } from 'react';

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
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: margin,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return [setElement, near];
}
