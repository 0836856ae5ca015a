import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here the side bar is a column, below it a drawer. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
/** Tailwind's `xl`: the header's category links show from here. */
export const WIDE_QUERY = '(min-width: 1280px)';
/** Tailwind's `md`: from here the header shows the deposit shortcut (phones use the tab bar). */
export const MEDIUM_UP_QUERY = '(min-width: 768px)';
/** Tailwind's `sm`: from here the header has room for the customer-service menu. */
export const SMALL_UP_QUERY = '(min-width: 640px)';

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

/**
 * Whether to build a part that CSS shows only where `query` matches, so a phone skips the work of
 * parts it would hide. Where matchMedia is missing (tests, very old browsers) nothing can be told:
 * the part is built and its classes decide, as before.
 */
export function useBuildWhere(query: string): boolean {
  const matches = useMediaQuery(query);
  return matches || typeof window.matchMedia !== 'function';
}
