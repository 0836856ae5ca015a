/** What an action wrote, readable: null and missing show as nothing, objects as indented JSON. */
export function jsonText(value: unknown, indent = 2): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value, null, indent);
}

/** One line of it for a table cell, cut to `max` characters. */
export function jsonLine(value: unknown, max = 36): string | null {
  const text = jsonText(value, 0);
  if (text === null) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
