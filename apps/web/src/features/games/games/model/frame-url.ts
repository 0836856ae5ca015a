/** Session key (§3 client storage) holding the URL the /game and /seamless pages frame. */
export const IFRAME_URL_KEY = 'iframeUrl';

/** What a launch hands to the game page through the router state. */
export interface FrameState {
  url: string;
  name?: string;
}

/**
 * Only web pages may be framed: a launch answer is vendor data, and a `javascript:` or `data:` URL
 * in an iframe would run in the site's name. Relative paths are resolved against this site.
 */
export function safeFrameUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Keeps the framed URL for this tab, so a reload of the game page shows the game again. */
export function rememberFrameUrl(url: string): void {
  try {
    window.sessionStorage.setItem(IFRAME_URL_KEY, url);
  } catch {
    // Storage refused (private mode): the router state still carries the URL for this visit.
  }
}

export function storedFrameUrl(): string | null {
  try {
    return window.sessionStorage.getItem(IFRAME_URL_KEY);
  } catch {
    return null;
  }
}

/** The router state of a game page, if it is one we put there. */
export function frameStateOf(state: unknown): Partial<FrameState> {
  if (typeof state !== 'object' || state === null) return {};
  const { url, name } = state as Record<string, unknown>;
  return {
    ...(typeof url === 'string' ? { url } : {}),
    ...(typeof name === 'string' ? { name } : {}),
  };
}
