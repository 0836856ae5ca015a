import { LOCAL_KEYS } from '@pf/shared';
import { create } from 'zustand';
import { local } from './storage';

export type Theme = 'dark' | 'light';

/** Dark is the house style; only an explicit stored choice of 'light' changes it. */
function storedTheme(): Theme {
  return local.get(LOCAL_KEYS.theme) === 'light' ? 'light' : 'dark';
}

/** The CSS tokens in index.css switch on these classes; data-theme is for tests and styling hooks. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('dark', 'light');
  root.classList.add(theme);
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggle: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: storedTheme(),
  setTheme: (theme) => {
    local.set(LOCAL_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggle: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));
