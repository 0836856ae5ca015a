/**
 * §2 App start: a `token` in the URL logs the visitor in (links from apps and agents). It is
 * handed over once and removed from the address bar so it is not bookmarked, shared or logged.
 */
export function takeUrlToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token || null;
}
