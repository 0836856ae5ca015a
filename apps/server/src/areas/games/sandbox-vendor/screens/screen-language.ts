import { BUNDLED_LANGUAGES, type BundledLanguage, LANGUAGE_TAGS } from '@pf/shared';
import { CN } from './strings/cn.ts';
import { EN, type StringKey, type StringTable } from './strings/en.ts';
import { ID } from './strings/id.ts';
import { PT } from './strings/pt.ts';
import { TH } from './strings/th.ts';
import { TY } from './strings/ty.ts';
import { VI } from './strings/vi.ts';

const TABLES: Record<BundledLanguage, StringTable> = { EN, CN, ID, PT, TH, TY, VI };

/** ISO 639-1 codes the vendors' launches carry, read as the site's own codes. */
const ISO: Record<string, BundledLanguage> = { ZH: 'CN', TL: 'TY', FIL: 'TY' };

/**
 * The language a game screen is shown in: the site's code (EN, VI, …) or a vendor's ISO code (en,
 * vi, zh, …) as the launch passed it; English for any other or none.
 */
export function screenLanguage(code: string | undefined): BundledLanguage {
  const upper = (code ?? '').toUpperCase().split(/[-_]/)[0] ?? '';
  const read = ISO[upper] ?? upper;
  return (BUNDLED_LANGUAGES as readonly string[]).includes(read) ? (read as BundledLanguage) : 'EN';
}

export const isStringKey = (key: string): key is StringKey => Object.hasOwn(EN, key);

export const languageTag = (lang: BundledLanguage) => LANGUAGE_TAGS[lang];

export type Translate = (key: StringKey, values?: Record<string, string | number>) => string;

/** The screens' texts in a language, `{name}` filled from `values`. */
export function translator(lang: BundledLanguage): Translate {
  const table = TABLES[lang];
  return (key, values = {}) =>
    table[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
}
