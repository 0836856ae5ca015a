/**
 * The site's style sheet as the server sends the page (site-page.ts): asked for at once but not
 * holding the first paint (`media="print"` until it has arrived), so what index.html draws with
 * its own rules (the spinner, the first banner) is on screen without waiting for it. Resolves once
 * the sheet applies to the screen; at once where the page links it as usual (development, an
 * older server). The app draws nothing before: it would be drawn unstyled.
 */
export function siteStyleSheetReady(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-site-css]');
  if (!link) return Promise.resolve();
  const apply = () => {
    link.media = 'all';
  };
  if (link.sheet) {
    apply();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      apply();
      resolve();
    };
    // A sheet that fails to arrive: the app still starts, as with a plain link.
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}
