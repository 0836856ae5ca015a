import { LOCAL_KEYS } from '@pf/shared';
import { create } from 'zustand';
import { local } from './storage';
import { applyTheme, storedTheme, type Theme } from './theme';

export { applyTheme, type Theme } from './theme';

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
