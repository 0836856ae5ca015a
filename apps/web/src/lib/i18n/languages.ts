import {
  BUNDLED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  languageDirection,
  SITE_LANGUAGES,
  type SiteLanguage,
  toSiteLanguage,
} from '@pf/shared';

/**
 * The app speaks in the spec's language codes (EN, CN, TY, …); i18next gets them lower-cased
 * (its own convention) and <html lang> / Intl get real BCP 47 tags, which the spec codes are not
 * (CN is a country, TY is our name for Tagalog).
 * The tags live in the shared package, where the server's page template reads them too.
 */
export const BCP47 = LANGUAGE_TAGS;

export const toI18nCode = (code: SiteLanguage) => code.toLowerCase();

export function fromI18nCode(code: string | undefined): SiteLanguage {
  return toSiteLanguage(code) ?? DEFAULT_LANGUAGE;
}

/** Puts `<html>` in the language: its tag, and right to left for Arabic and its kin. */
export function applyDocumentLanguage(language: SiteLanguage): void {
  const root = document.documentElement;
  root.lang = BCP47[language];
  root.dir = languageDirection(language);
}

/** The merchant's languages that the site knows, in the merchant's order. */
export function availableLanguages(supported: readonly string[] | undefined): SiteLanguage[] {
  const list = (supported ?? []).map(toSiteLanguage).filter((c): c is SiteLanguage => c !== null);
  const unique = [...new Set(list)];
  return unique.length > 0 ? unique : [...BUNDLED_LANGUAGES];
}

/**
 * Initial language (§9): the stored choice, else the merchant's default, else EN. A candidate
 * counts only when the site knows it and the merchant offers it (when the merchant is known).
 */
export function pickLanguage(
  stored: string | null,
  merchant?: { defaultLanguage: string; supportedLanguages: readonly string[] },
): SiteLanguage {
  const offered = merchant ? availableLanguages(merchant.supportedLanguages) : [...SITE_LANGUAGES];
  for (const candidate of [stored, merchant?.defaultLanguage]) {
    const code = toSiteLanguage(candidate);
    if (code && offered.includes(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
