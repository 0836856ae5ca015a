import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here the side bar is a column, below it a drawer. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** Live result of a CSS media query; false where matchMedia does not exist (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (!window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
