import {
  BUNDLED_LANGUAGES,
  type BundledLanguage,
  DEFAULT_LANGUAGE,
  isBundledLanguage,
  LANGUAGE_TAGS,
} from '@pf/shared';

/**
 * The app speaks in the spec's language codes (EN, CN, TY, …); i18next gets them lower-cased
 * (its own convention) and <html lang> / Intl get real BCP 47 tags, which the spec codes are not
 * (CN is a country, TY is our name for Tagalog).
 * The tags live in the shared package, where the server's page template reads them too.
 */
export const BCP47 = LANGUAGE_TAGS;

export const toI18nCode = (code: BundledLanguage) => code.toLowerCase();

export function fromI18nCode(code: string | undefined): BundledLanguage {
  const upper = (code ?? '').toUpperCase();
  return isBundledLanguage(upper) ? upper : DEFAULT_LANGUAGE;
}

/** The merchant's languages that we can actually show, in the merchant's order. */
export function availableLanguages(supported: readonly string[] | undefined): BundledLanguage[] {
  const list = (supported ?? []).map((c) => c.toUpperCase()).filter(isBundledLanguage);
  const unique = [...new Set(list)];
  return unique.length > 0 ? unique : [...BUNDLED_LANGUAGES];
}

/**
 * Initial language (§9): the stored choice, else the merchant's default, else EN. A candidate
 * counts only when we ship its bundle and the merchant offers it (when the merchant is known).
 */
export function pickLanguage(
  stored: string | null,
  merchant?: { defaultLanguage: string; supportedLanguages: readonly string[] },
): BundledLanguage {
  const offered = merchant ? availableLanguages(merchant.supportedLanguages) : [...BUNDLED_LANGUAGES];
  for (const candidate of [stored, merchant?.defaultLanguage]) {
    const code = candidate?.toUpperCase();
    if (code && isBundledLanguage(code) && offered.includes(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
