/** The page's first banner as the server drew it into the page before the scripts ran. */
export interface ShellBanner {
  /** The banner group (§2) of the page it was drawn for. */
  group: string;
  url: string;
}

const SHELL_ID = 'first-banner';

let shell: ShellBanner | null | undefined;

/**
 * The banner the server drew over the page (site-page.ts), if it drew one for this address. It
 * stays on screen, over the frame's banner place, until `releaseShellBanner`; what it showed is
 * remembered after that.
 */
export function shellBanner(): ShellBanner | null {
  if (shell !== undefined) return shell;
  const image = document.querySelector<HTMLImageElement>(`#${SHELL_ID} img.boot-banner`);
  const group = image?.dataset.bannerGroup;
  const url = image?.getAttribute('src');
  shell = image && group && url && image.dataset.page === window.location.pathname ? { group, url } : null;
  // Drawn for another address (the offline copy of home): not this page's banner.
  if (shell === null) releaseShellBanner();
  return shell;
}

/**
 * Takes the server's banner off the page: the frame's own banner now shows the same picture in
 * the same place, or the page shows no such banner (another page, no banner for the group, a
 * maintenance or error page). Safe to call any number of times.
 */
export function releaseShellBanner(): void {
  document.getElementById(SHELL_ID)?.remove();
}
