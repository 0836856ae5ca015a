import { reloadOnStaleChunks } from './app/service-worker';
import { applyTheme, useThemeStore } from './lib/theme-store';
import './index.css';

reloadOnStaleChunks();

// Theme before first paint, so a light-theme visitor never sees a dark flash.
applyTheme(useThemeStore.getState().theme);

// The app's code is evaluated in a task of its own: on a phone, evaluating it in the same task as
// the framework held the main thread far past 50 ms. index.html preloads it beside this entry.
// A failed download raises Vite's preload error, which reloads the page once (stale build).
import('./app/start-app').then(({ startApp }) => startApp(document.getElementById('root')!)).catch(() => {});
