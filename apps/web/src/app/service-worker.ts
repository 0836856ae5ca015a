let registering = false;

/**
 * The installable site: the service worker (built into dist/sw.js) keeps the shell so a returning
 * player sees the frame at once. Only production builds register it; the dev server's modules are
 * not worth caching. It registers once the page has loaded and `settled` resolves: installing it
 * fetches and stores the shell again, and on a phone doing that while the first page is still
 * being built made the start's tasks longer.
 */
export function registerServiceWorker(settled: () => Promise<void>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || registering) return;
  registering = true;
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  void loaded
    .then(settled)
    .then(() => navigator.serviceWorker.register('/sw.js'))
    .catch(() => {
      // Without a worker the site still works; it only loses the offline shell.
    });
}

const RELOADED_AT = 'chunkReloadAt';
/** A reload that fails again this soon is not retried: the chunk is missing, not stale. */
const RETRY_WINDOW_MS = 10_000;
/** Long enough for the router to show the page the visitor asked for before the reload. */
const SETTLE_MS = 500;

/**
 * Loads the page again, once per ten seconds; false when that is not allowed now (a reload just
 * happened, so the chunk is really missing, or storage is refused and a loop cannot be ruled out).
 */
export function reloadForNewBuild(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RETRY_WINDOW_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * A new deploy removes the old build's chunks; a page opened before it then fails to load the next
 * screen. Loading the page again picks up the new build. Route chunks are reloaded by the route's
 * error screen, at the address the visitor went to; this catches the rest (dialogs, widgets) once
 * the router has settled.
 */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', () => {
    window.setTimeout(reloadForNewBuild, SETTLE_MS);
  });
}
