import { vi } from 'vitest';

/**
 * A browser `width` px wide, as matchMedia answers it: `min-width` queries match up to that width,
 * any other query does not. jsdom has no matchMedia of its own.
 */
export function stubScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
