import { BUNDLED_LANGUAGES, type BundledLanguage, DEFAULT_LANGUAGE } from '@pf/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readChoice, saveChoice } from './local-choice';

const KEY = 'pf.console.language';
// One file per language, each loaded only when chosen.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json');

/** The languages the console speaks, in the order the menu lists them. */
export const CONSOLE_LANGUAGES: readonly BundledLanguage[] = ['CN', 'EN', 'ID', 'PT', 'TH', 'TY', 'VI'];

const isBundled = (code: string | null): code is BundledLanguage =>
  (BUNDLED_LANGUAGES as readonly string[]).includes(code ?? '');

export function storedLanguage(): BundledLanguage {
  const saved = readChoice(KEY);
  return isBundled(saved) ? saved : DEFAULT_LANGUAGE;
}

async function load(code: BundledLanguage): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const loader = bundles[`../locales/${code.toLowerCase()}.json`];
  if (!loader) throw new Error(`no texts for ${code}`);
  i18n.addResourceBundle(code, 'translation', (await loader()).default);
}

/** Shows the console in `code` and remembers it on this browser. */
export async function showLanguage(code: BundledLanguage, remember = true): Promise<void> {
  await load(code);
  await i18n.changeLanguage(code);
  document.documentElement.lang = code.toLowerCase();
  if (remember) saveChoice(KEY, code);
}

export async function initI18n(code: BundledLanguage = storedLanguage()): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: code,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await load(DEFAULT_LANGUAGE);
  await showLanguage(code, false);
}
