/**
 * Pages whose `token` parameter is their own and not a session: the password reset mail links to
 * /reset-password?token=…, a one-time reset token that must reach the page, not log anyone in.
 */
const PAGE_TOKEN_PATHS: readonly string[] = ['/reset-password'];

function sessionTokenIn(url: URL): string | null {
  if (PAGE_TOKEN_PATHS.includes(url.pathname.replace(/\/+$/, ''))) return null;
  return url.searchParams.get('token');
}

/**
 * §2 App start: a `token` in the URL logs the visitor in (links from apps and agents). It is
 * handed over once and removed from the address bar so it is not bookmarked, shared or logged.
 */
export function takeUrlToken(): string | null {
  const url = new URL(window.location.href);
  const token = sessionTokenIn(url);
  if (token === null) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token || null;
}

/** Whether the address carries a token that app start will take (without taking it). */
export function hasUrlToken(): boolean {
  return Boolean(sessionTokenIn(new URL(window.location.href)));
}
