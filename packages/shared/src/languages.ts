/** Language codes the product knows (§9 flag map) and the seven bundles shipped with the web. */
export const BUNDLED_LANGUAGES = ['EN', 'CN', 'ID', 'PT', 'TH', 'TY', 'VI'] as const;
export type BundledLanguage = (typeof BUNDLED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: BundledLanguage = 'EN';

/**
 * Language code -> ISO 3166 country whose flag represents it (§9 flag map).
 * TY is Tagalog (Filipino), the regional variant's second language; see docs/decisions.
 */
export const LANGUAGE_FLAGS = {
  CN: 'cn',
  EN: 'gb',
  JA: 'jp',
  TH: 'th',
  VI: 'vn',
  MY: 'mm',
  ES: 'es',
  HI: 'in',
  ID: 'id',
  KM: 'kh',
  KO: 'kr',
  KR: 'kr',
  MS: 'my',
  PT: 'pt',
  TA: 'lk',
  TW: 'tw',
  TY: 'ph',
  BN: 'bd',
  AR: 'sa',
  UZ: 'uz',
  RU: 'ru',
} as const satisfies Record<string, string>;

export type LanguageCode = keyof typeof LANGUAGE_FLAGS;

/** Each language's own name, shown in the language list. */
export const LANGUAGE_NAMES: Record<BundledLanguage, string> = {
  EN: 'English',
  CN: '简体中文',
  ID: 'Bahasa Indonesia',
  PT: 'Português',
  TH: 'ไทย',
  TY: 'Tagalog',
  VI: 'Tiếng Việt',
};

export function isBundledLanguage(code: string): code is BundledLanguage {
  return (BUNDLED_LANGUAGES as readonly string[]).includes(code);
}

/** Each bundled language's BCP 47 tag, for `<html lang>` and date and number formats. */
export const LANGUAGE_TAGS: Record<BundledLanguage, string> = {
  EN: 'en',
  CN: 'zh-CN',
  ID: 'id',
  PT: 'pt',
  TH: 'th',
  TY: 'tl',
  VI: 'vi',
};
