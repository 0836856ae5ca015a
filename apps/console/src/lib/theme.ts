import { useCallback, useSyncExternalStore } from 'react';
import { readChoice, saveChoice } from './local-choice';

export type Theme = 'dark' | 'light';
const KEY = 'pf.console.theme';
const listeners = new Set<() => void>();

/** Dark unless this browser chose light. */
export function storedTheme(): Theme {
  return readChoice(KEY) === 'light' ? 'light' : 'dark';
}

/** The colour tokens in index.css switch on the class on <html>. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('dark', 'light');
  root.classList.add(theme);
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

const current = (): Theme => (document.documentElement.classList.contains('light') ? 'light' : 'dark');

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme on screen and a toggle that also remembers the choice. */
export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(subscribe, current, () => 'dark' as const);
  const toggle = useCallback(() => {
    const next: Theme = current() === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    saveChoice(KEY, next);
    for (const listener of listeners) listener();
  }, []);
  return [theme, toggle];
}
