type QueryValue = string | number | boolean | null | undefined;

/**
 * The address of a call as the site writes it: the query's set values in their order. The site's
 * client and the server's page hints both write addresses here, so the browser can match the two.
 */
export function callAddress(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
