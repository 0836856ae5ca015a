import { LOCAL_KEYS } from '@pf/shared';
import { local } from './storage';

export type Theme = 'dark' | 'light';

/** Dark is the house style; only an explicit stored choice of 'light' changes it. */
export function storedTheme(): Theme {
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
