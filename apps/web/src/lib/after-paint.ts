/** After the browser has painted its next frame; at once in a hidden tab, which paints nothing. */
export function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
    setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}

/** The longest the app's start waits for the banner drawn into the page. */
export const SHELL_BANNER_WAIT_MS = 1000;

/**
 * Resolves once the banner the server drew into the page (site-page.ts) is on screen: its picture
 * loaded (or failed) and the frame after painted; at once without one, and after
 * `SHELL_BANNER_WAIT_MS` at the latest. The picture is the page's first request and small, so on
 * a phone's network it is in long before the scripts; on a fast one this keeps the framework's
 * evaluation, the longest task of the start, from holding the banner's paint back.
 */
export function shellBannerPainted(doc: Document = document): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('#first-banner img');
  if (!image) return Promise.resolve();
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, SHELL_BANNER_WAIT_MS);
    const done = () => {
      clearTimeout(limit);
      afterNextPaint(resolve);
    };
    if (image.complete) {
      done();
      return;
    }
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  });
}
