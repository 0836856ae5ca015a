import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_LANGUAGES } from './i18n';

const folder = join(import.meta.dirname, '../locales');
const texts = (code: string) => JSON.parse(readFileSync(join(folder, `${code.toLowerCase()}.json`), 'utf8'));

/** Every key path of a nested text table, with its text. */
function flat(table: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(table)) {
    if (value && typeof value === 'object')
      for (const e of flat(value as Record<string, unknown>, `${prefix}${key}.`)) out.set(...e);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

describe("the console's languages", () => {
  it('has one file per language of the menu, and no other', () => {
    expect(readdirSync(folder).sort()).toEqual(
      CONSOLE_LANGUAGES.map((c) => `${c.toLowerCase()}.json`).sort(),
    );
  });

  it.each(CONSOLE_LANGUAGES)('%s fills every text English has, each with the same placeholders', (code) => {
    const english = flat(texts('EN'));
    const own = flat(texts(code));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) {
      expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      const holes = (s: unknown) =>
        String(s)
          .match(/\{\{\w+\}\}/g)
          ?.sort() ?? [];
      expect(holes(text), key).toEqual(holes(english.get(key)));
    }
  });
});
