import { BUNDLED_LANGUAGES } from '@pf/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from './change-language';
import { i18n } from './i18n';
import { toI18nCode } from './languages';
import { plainT } from './plain-t';

type Call = (key: string, options?: unknown) => unknown;

/** Every dotted key with a text under `node`. */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([name, child]) => keysOf(child, prefix ? `${prefix}.${name}` : name));
}

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string) : [];

// i18next's translator is what the plain path avoids; counting its calls shows which path ran.
const translator = () => (i18n as unknown as { translator: { translate: Call } }).translator;

// Texts a test adds to the English bundle, taken out again after it.
afterEach(() => {
  delete (i18n.store.data.en?.translation as Record<string, unknown> | undefined)?.onlyTest;
  vi.restoreAllMocks();
});

/** English texts under `onlyTest.`, added over the bundle already loaded. */
function addEnglishTestTexts(texts: Record<string, string>) {
  i18n.addResourceBundle('en', 'translation', { onlyTest: texts }, true);
}

describe('plainT', () => {
  it.each(BUNDLED_LANGUAGES)(
    'gives the same text as i18next for every key of %s, with and without values',
    async (language) => {
      await showLanguage(language);
      const code = toI18nCode(language);
      const mine = plainT(code) as unknown as Call;
      const theirs = i18n.getFixedT(code) as unknown as Call;
      const keys = new Set([
        ...keysOf(i18n.store.data.en?.translation),
        ...keysOf(i18n.store.data[code]?.translation),
      ]);
      expect(keys.size).toBeGreaterThan(500);
      let checked = 0;
      for (const key of keys) {
        // Plural variants are asked for by their base key with a count, which goes to i18next.
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
        const names = [
          ...placeholders(i18n.getResource(code, 'translation', key)),
          ...placeholders(i18n.getResource('en', 'translation', key)),
        ];
        const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? 1234.5 : `<${name}>`]));
        expect(mine(base), base).toBe(theirs(base));
        expect(mine(base, values), base).toBe(theirs(base, values));
        for (const count of names.length > 0 ? [0, 1, 2, 21, 12345] : []) {
          expect(mine(base, { ...values, count }), base).toBe(theirs(base, { ...values, count }));
        }
        checked++;
      }
      expect(checked).toBe(keys.size);
    },
  );

  it('reads a plain text without i18next, and leaves plurals, defaults and unknown keys to it', () => {
    const close = i18n.getFixedT('en')('dialog.close');
    const translate = vi.spyOn(translator(), 'translate');
    const t = plainT('en') as unknown as Call;
    expect(t('dialog.close')).toBe(close);
    expect(translate).not.toHaveBeenCalled();

    // A count is a plain value where the key has no plural forms, and picks a form where it has.
    expect(t('banner.goTo', { n: 1, count: 3 })).toBe('Show banner 1 of 3');
    expect(translate).not.toHaveBeenCalled();
    expect(t('lottery.slip.placed', { count: 1, numero: '7', total: '5' })).toMatch(/^1 bet placed/);
    expect(translate).toHaveBeenCalledTimes(1);

    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('dialog.close', { defaultValue: 'x' })).toBe(close);
    expect(translate).toHaveBeenCalledTimes(3);
  });

  it('fills placeholders as i18next does: strings as given, null as empty, a missing value left as written', () => {
    addEnglishTestTexts({ text: 'Hi {{name}}, {{ n }} of {{total}}' });
    const t = plainT('en') as unknown as Call;
    const full = i18n.getFixedT('en') as unknown as Call;
    for (const values of [{ name: 'Ana', n: 3, total: null }, { name: '{{n}}', n: 0 }, {}, undefined]) {
      expect(t('onlyTest.text', values)).toBe(full('onlyTest.text', values));
    }
    expect(t('onlyTest.text', { name: 'Ana', n: 3, total: null })).toBe('Hi Ana, 3 of ');
    expect(t('onlyTest.text', { name: 'Ana' })).toBe('Hi Ana, {{ n }} of {{total}}');

    // i18next fills these from the call itself (the language, the namespace), not from the values.
    addEnglishTestTexts({ own: 'In {{lng}} ({{ns}})' });
    expect(t('onlyTest.own')).toBe(full('onlyTest.own'));
    expect(t('onlyTest.text', { name: 'Ana', defaultValue_other: 'x' })).toBe(
      full('onlyTest.text', { name: 'Ana', defaultValue_other: 'x' }),
    );
  });

  it('groups a count with commas in every language, on both paths, and so does a number format', async () => {
    await showLanguage('VI');
    addEnglishTestTexts({ formatted: '{{n, number}} / {{year}}' });
    const t = plainT('vi') as unknown as Call;
    const full = i18n.getFixedT('vi') as unknown as Call;
    // A key without plural forms: plainT fills it itself.
    expect(t('games.found', { count: 12345 })).toBe('Tìm thấy 12,345');
    // A key with plural forms: i18next fills it, through the same rule.
    expect(t('lottery.slip.placed', { count: 1500, numero: '7', total: '5' })).toMatch(/1,500/);
    expect(full('lottery.slip.placed', { count: 1500, numero: '7', total: '5' })).toMatch(/1,500/);
    // i18next's own number format would group Vietnamese with dots; here it is the site's one format.
    // Other values are shown as given: a year (or a draw number) never gains a comma.
    expect(full('onlyTest.formatted', { n: 17901, year: 2026 })).toBe('17,901 / 2026');
  });

  it('falls back to English key by key, like i18next', async () => {
    await showLanguage('VI');
    addEnglishTestTexts({ english: 'English only' });
    expect((plainT('vi') as unknown as Call)('onlyTest.english')).toBe('English only');
    expect(i18n.getFixedT('vi')('onlyTest.english' as 'dialog.close')).toBe('English only');
  });
});
