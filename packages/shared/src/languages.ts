/** The seven languages whose text bundles ship with the web (§9). */
export const BUNDLED_LANGUAGES = ['EN', 'CN', 'ID', 'PT', 'TH', 'TY', 'VI'] as const;
export type BundledLanguage = (typeof BUNDLED_LANGUAGES)[number];

/**
 * The 35 languages a visitor can pick (§1 'about 35 languages'): the §9 flag map first, then the
 * other languages of the markets served. Those without a bundle show English text; KR is the
 * flag map's second code for Korean and is read as KO.
 */
// biome-ignore format: ten to a line keeps the count readable
export const SITE_LANGUAGES = [
  'EN', 'CN', 'TW', 'VI', 'TH', 'ID', 'MS', 'TY', 'KM', 'MY',
  'JA', 'KO', 'HI', 'BN', 'TA', 'PT', 'ES', 'RU', 'UZ', 'AR',
  'FR', 'DE', 'IT', 'TR', 'PL', 'NL', 'FA', 'UR', 'HE', 'LO',
  'NE', 'SI', 'KK', 'MN', 'TE',
] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: BundledLanguage = 'EN';

/** Codes read as another (§9 has both KO and KR for Korean). */
export const LANGUAGE_ALIASES: Readonly<Record<string, SiteLanguage>> = { KR: 'KO' };

/**
 * Language code -> ISO 3166 country whose flag represents it (§9 flag map, then the added ones).
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
  FR: 'fr',
  DE: 'de',
  IT: 'it',
  TR: 'tr',
  PL: 'pl',
  NL: 'nl',
  FA: 'ir',
  UR: 'pk',
  HE: 'il',
  LO: 'la',
  NE: 'np',
  SI: 'lk',
  KK: 'kz',
  MN: 'mn',
  TE: 'in',
} as const satisfies Record<SiteLanguage | 'KR', string>;

export type LanguageCode = keyof typeof LANGUAGE_FLAGS;

/** Each language's own name, shown in the language list. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  EN: 'English',
  CN: '简体中文',
  TW: '繁體中文',
  VI: 'Tiếng Việt',
  TH: 'ไทย',
  ID: 'Bahasa Indonesia',
  MS: 'Bahasa Melayu',
  TY: 'Tagalog',
  KM: 'ខ្មែរ',
  MY: 'မြန်မာ',
  JA: '日本語',
  KO: '한국어',
  HI: 'हिन्दी',
  BN: 'বাংলা',
  TA: 'தமிழ்',
  PT: 'Português',
  ES: 'Español',
  RU: 'Русский',
  UZ: 'Oʻzbekcha',
  AR: 'العربية',
  FR: 'Français',
  DE: 'Deutsch',
  IT: 'Italiano',
  TR: 'Türkçe',
  PL: 'Polski',
  NL: 'Nederlands',
  FA: 'فارسی',
  UR: 'اردو',
  HE: 'עברית',
  LO: 'ລາວ',
  NE: 'नेपाली',
  SI: 'සිංහල',
  KK: 'Қазақ тілі',
  MN: 'Монгол',
  TE: 'తెలుగు',
};

export function isBundledLanguage(code: string): code is BundledLanguage {
  return (BUNDLED_LANGUAGES as readonly string[]).includes(code);
}

export function isSiteLanguage(code: string): code is SiteLanguage {
  return (SITE_LANGUAGES as readonly string[]).includes(code);
}

/** A code as given (any case, aliases) -> the site language it names, or null. */
export function toSiteLanguage(code: string | null | undefined): SiteLanguage | null {
  const upper = (code ?? '').toUpperCase();
  const resolved = LANGUAGE_ALIASES[upper] ?? upper;
  return isSiteLanguage(resolved) ? resolved : null;
}

/** Each language's BCP 47 tag, for `<html lang>` and date and number formats. */
export const LANGUAGE_TAGS: Record<SiteLanguage, string> = {
  EN: 'en',
  CN: 'zh-CN',
  TW: 'zh-TW',
  VI: 'vi',
  TH: 'th',
  ID: 'id',
  MS: 'ms',
  TY: 'tl',
  KM: 'km',
  MY: 'my',
  JA: 'ja',
  KO: 'ko',
  HI: 'hi',
  BN: 'bn',
  TA: 'ta',
  PT: 'pt',
  ES: 'es',
  RU: 'ru',
  UZ: 'uz',
  AR: 'ar',
  FR: 'fr',
  DE: 'de',
  IT: 'it',
  TR: 'tr',
  PL: 'pl',
  NL: 'nl',
  FA: 'fa',
  UR: 'ur',
  HE: 'he',
  LO: 'lo',
  NE: 'ne',
  SI: 'si',
  KK: 'kk',
  MN: 'mn',
  TE: 'te',
};

/** Languages written right to left: the whole site is laid out mirrored for them. */
export const RTL_LANGUAGES: readonly SiteLanguage[] = ['AR', 'FA', 'UR', 'HE'];

export const languageDirection = (code: SiteLanguage): 'rtl' | 'ltr' =>
  RTL_LANGUAGES.includes(code) ? 'rtl' : 'ltr';
