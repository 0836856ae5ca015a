import { BUNDLED_LANGUAGES, type BundledLanguage } from '@pf/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundleBackend } from './bundle-backend';
import { BCP47, toI18nCode } from './languages';

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | null = null;

/** Starts i18n in `language` and resolves once that bundle is loaded. Safe to call more than once. */
export function initI18n(language: BundledLanguage): Promise<unknown> {
  ready ??= i18n
    .use(bundleBackend)
    .use(initReactI18next)
    .init({
      lng: toI18nCode(language),
      fallbackLng: 'en',
      supportedLngs: BUNDLED_LANGUAGES.map(toI18nCode),
      load: 'currentOnly',
      interpolation: { escapeValue: false }, // React already escapes.
      react: { useSuspense: false },
    })
    .then(() => {
      document.documentElement.lang = BCP47[language];
    });
  return ready;
}
