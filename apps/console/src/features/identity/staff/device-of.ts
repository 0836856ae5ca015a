/**
 * A short name for the device of a session ("Chrome · Windows") from its user agent, which is too
 * long to read in a table; the full text stays in the cell's title. Order matters: Edge and Opera
 * name Chrome too, Chrome names Safari.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], ua: string) => list.find(([re]) => re.test(ua))?.[1];

export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const named = [first(BROWSERS, userAgent), first(SYSTEMS, userAgent)].filter(Boolean);
  return named.length > 0 ? named.join(' · ') : userAgent.slice(0, 40);
}
