import { reloadOnStaleChunks } from './app/service-worker';
import { afterNextPaint, shellBannerPainted } from './lib/after-paint';
import { siteStyleSheetReady } from './lib/site-css';
import { applyTheme, storedTheme } from './lib/theme';
import './index.css';

reloadOnStaleChunks();

// Theme before first paint, so a light-theme visitor never sees a dark flash.
applyTheme(storedTheme());

// The app's code, and the framework with it, is evaluated after the page's first paint and once
// the banner the server drew into the page is on screen (or a second has passed): that evaluation
// is the longest task of the start and would hold the banner's paint back. This entry imports
// nothing of the framework for that. The app starts drawing once the site's style sheet applies
// (sent without holding the first paint). A failed download raises Vite's preload error, which
// reloads the page once (stale build).
afterNextPaint(() => {
  shellBannerPainted()
    .then(() => Promise.all([import('./app/start-app'), siteStyleSheetReady()]))
    .then(([{ startApp }]) => startApp(document.getElementById('root')!))
    .catch(() => {});
});
