import { BUNDLED_LANGUAGES } from '@pf/shared';
import { describe, expect, it } from 'vitest';
import { loadBundle } from '@/lib/i18n/bundle-backend';

const bundles: Record<string, unknown> = Object.fromEntries(
  await Promise.all(BUNDLED_LANGUAGES.map(async (l) => [l.toLowerCase(), await loadBundle(l)] as const)),
);
const en = bundles.en;

/** 'a.b.c' -> value, for every leaf of a nested bundle. */
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null) return out.set(prefix, node);
  for (const [key, value] of Object.entries(node)) {
    for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const reference = flatten(en);

const areaFiles = import.meta.glob('./*/*.json', { eager: true, import: 'default' });

describe('locale bundles', () => {
  it('keep each feature area under its own top-level key', () => {
    for (const [path, bundle] of Object.entries(areaFiles)) {
      const area = path.split('/')[1];
      expect(Object.keys(bundle as object), path).toEqual([area]);
    }
  });

  it('ship one bundle per bundled language', () => {
    expect(Object.keys(bundles).sort()).toEqual(BUNDLED_LANGUAGES.map((c) => c.toLowerCase()).sort());
  });

  for (const [lang, bundle] of Object.entries(bundles)) {
    const flat = flatten(bundle);

    it(`${lang} has exactly the keys of en`, () => {
      expect([...flat.keys()].sort()).toEqual([...reference.keys()].sort());
    });

    it(`${lang} has a non-empty text for every key, with the same placeholders as en`, () => {
      for (const [key, value] of flat) {
        expect(typeof value === 'string' && value.trim().length > 0, `${lang}:${key}`).toBe(true);
        expect(placeholders(value), `${lang}:${key}`).toEqual(placeholders(reference.get(key)));
      }
    });
  }
});
