import { SCROLL_BUSY_MS, SCROLL_DEBOUNCE_MS } from '@pf/shared';

export interface ScrollPagerOptions {
  /** Whether the end of the list is in reach of the viewport right now. */
  nearEnd: () => boolean;
  /** Current page and page count, read when the debounced check runs. */
  position: () => { pageNo: number; totalPages: number };
  advance: (nextPage: number) => void;
  debounceMs?: number;
  busyMs?: number;
}

/**
 * §4 Paging, infinite scroll: scroll events are debounced (300 ms); when the end is near and the
 * page is below the page count it asks for the next page, then stays busy (500 ms) so one long
 * fling cannot skip pages.
 */
export function createScrollPager(options: ScrollPagerOptions) {
  const debounceMs = options.debounceMs ?? SCROLL_DEBOUNCE_MS;
  const busyMs = options.busyMs ?? SCROLL_BUSY_MS;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let busyUntil: ReturnType<typeof setTimeout> | undefined;
  let busy = false;

  const check = () => {
    if (busy || !options.nearEnd()) return;
    const { pageNo, totalPages } = options.position();
    if (pageNo >= totalPages) return;
    busy = true;
    busyUntil = setTimeout(() => {
      busy = false;
    }, busyMs);
    options.advance(pageNo + 1);
  };

  return {
    onScroll() {
      clearTimeout(debounce);
      debounce = setTimeout(check, debounceMs);
    },
    dispose() {
      clearTimeout(debounce);
      clearTimeout(busyUntil);
    },
  };
}
