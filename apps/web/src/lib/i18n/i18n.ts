import { SITE_LANGUAGES, type SiteLanguage } from '@pf/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundleBackend } from './bundle-backend';
import { applyDocumentLanguage, toI18nCode } from './languages';
import { placeholderFormatter } from './placeholder-text';

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | null = null;

/** Starts i18n in `language` and resolves once that bundle is loaded. Safe to call more than once. */
export function initI18n(language: SiteLanguage): Promise<unknown> {
  ready ??= i18n
    .use(bundleBackend)
    .use(initReactI18next)
    .use(placeholderFormatter)
    .init({
      lng: toI18nCode(language),
      // Languages without a bundle of their own show English text, key by key.
      fallbackLng: 'en',
      supportedLngs: SITE_LANGUAGES.map(toI18nCode),
      load: 'currentOnly',
      // React already escapes; every placeholder goes through placeholderFormatter.
      interpolation: { escapeValue: false, alwaysFormat: true },
      react: { useSuspense: false },
    })
    .then(() => {
      applyDocumentLanguage(language);
    });
  return ready;
}
