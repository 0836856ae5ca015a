import { reloadOnStaleChunks } from './app/service-worker';
import { siteStyleSheetReady } from './lib/site-css';
import { applyTheme, storedTheme } from './lib/theme';
import './index.css';

reloadOnStaleChunks();

// Theme before first paint, so a light-theme visitor never sees a dark flash.
applyTheme(storedTheme());

/** After the browser has painted; at once in a hidden tab, which paints nothing. */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === 'hidden') setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}

// The app's code, and the framework with it, is evaluated after the page's first paint: what the
// server drew into the page (the first banner) is on screen before that evaluation, the longest
// task of the start, holds the main thread. This entry imports nothing of the framework for that.
// A failed download raises Vite's preload error, which reloads the page once (stale build).
// It starts drawing once the site's style sheet applies (sent without holding the first paint).
afterFirstPaint(() => {
  Promise.all([import('./app/start-app'), siteStyleSheetReady()])
    .then(([{ startApp }]) => startApp(document.getElementById('root')!))
    .catch(() => {});
});
