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

/** Whether the address carries a token that app start will take (without taking it). */
export function hasUrlToken(): boolean {
  return Boolean(new URL(window.location.href).searchParams.get('token'));
}
