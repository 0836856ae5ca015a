import { useEffect, useRef } from 'react';
import { createScrollPager } from './scroll-pager';

/** How close (px) the end of the list must come to the viewport's bottom to load the next page. */
const REACH_PX = 400;

/**
 * Infinite scroll for a list (§4 Paging): put the returned ref on an element after the last item.
 * `onNext(page)` is asked for page pageNo + 1 while pageNo < totalPages.
 */
export function useInfiniteScroll({
  enabled,
  pageNo,
  totalPages,
  onNext,
}: {
  enabled: boolean;
  pageNo: number;
  totalPages: number;
  onNext: (page: number) => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  // The pager lives across renders; it reads the latest values through this ref.
  const latest = useRef({ pageNo, totalPages, onNext });
  latest.current = { pageNo, totalPages, onNext };

  useEffect(() => {
    if (!enabled) return;
    const pager = createScrollPager({
      nearEnd: () => {
        const el = sentinel.current;
        return el !== null && el.getBoundingClientRect().top <= window.innerHeight + REACH_PX;
      },
      position: () => latest.current,
      advance: (page) => latest.current.onNext(page),
    });
    window.addEventListener('scroll', pager.onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', pager.onScroll);
      pager.dispose();
    };
  }, [enabled]);

  return sentinel;
}
