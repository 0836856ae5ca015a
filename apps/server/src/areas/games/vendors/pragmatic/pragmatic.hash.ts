import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The hash every Pragmatic Play call carries (and every call we make to Pragmatic): MD5, in hex,
 * of all the call's parameters but `hash` itself, sorted by name, written `name=value` and joined
 * with `&`, with the shared secret appended directly after the last value.
 */
export function pragmaticHash(params: Readonly<Record<string, string>>, secret: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'hash')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('md5')
    .update(text + secret, 'utf8')
    .digest('hex');
}

/** Constant-time check of a call's `hash` (either letter case). */
export function verifyPragmaticHash(params: Readonly<Record<string, string>>, secret: string): boolean {
  const given = params.hash;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{32}$/.test(given)) return false;
  const want = Buffer.from(pragmaticHash(params, secret), 'hex');
  return timingSafeEqual(want, Buffer.from(given.toLowerCase(), 'hex'));
}

/** The parameters with their hash added, as Pragmatic (or our simulator of it) sends them. */
export function signPragmatic(
  params: Readonly<Record<string, string>>,
  secret: string,
): Record<string, string> {
  return { ...params, hash: pragmaticHash(params, secret) };
}
