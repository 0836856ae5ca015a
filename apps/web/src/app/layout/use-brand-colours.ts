import type { BrandTheme } from '@pf/shared';
import { useEffect } from 'react';

/**
 * The brand's own accent colours over the built-in palette, in both themes: set on the root so every
 * accent (buttons, glow, active tabs) follows. A brand without colours keeps the palette's.
 */
export function useBrandColours(theme: BrandTheme | undefined, root: HTMLElement = document.documentElement) {
  const accent = theme?.accent;
  const accent2 = theme?.accent2;
  useEffect(() => {
    const set = (name: string, value: string | undefined) => {
      if (value) root.style.setProperty(name, value);
      else root.style.removeProperty(name);
    };
    set('--accent', accent);
    set('--accent-2', accent2);
    return () => {
      set('--accent', undefined);
      set('--accent-2', undefined);
    };
  }, [accent, accent2, root]);
}
