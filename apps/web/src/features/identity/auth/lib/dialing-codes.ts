import { isPhoneNumber, type SiteLanguage } from '@pf/shared';

/** Country calling codes offered in phone fields, the brands' markets first. */
export const DIALING_CODES = [
  { code: '84', country: 'VN' },
  { code: '63', country: 'PH' },
  { code: '86', country: 'CN' },
  { code: '62', country: 'ID' },
  { code: '55', country: 'BR' },
  { code: '66', country: 'TH' },
  { code: '60', country: 'MY' },
  { code: '65', country: 'SG' },
  { code: '855', country: 'KH' },
  { code: '91', country: 'IN' },
  { code: '81', country: 'JP' },
  { code: '82', country: 'KR' },
  { code: '351', country: 'PT' },
  { code: '1', country: 'US' },
  { code: '44', country: 'GB' },
] as const;

/** A brand's currency names its market, and so the phone code most of its players have. */
const BY_CURRENCY: Record<string, string> = {
  VND: '84',
  PHP: '63',
  CNY: '86',
  RMB: '86',
  IDR: '62',
  BRL: '55',
  THB: '66',
  MYR: '60',
  SGD: '65',
  KHR: '855',
  INR: '91',
  JPY: '81',
  KRW: '82',
};

const BY_LANGUAGE: Partial<Record<SiteLanguage, string>> = {
  VI: '84',
  TY: '63',
  CN: '86',
  ID: '62',
  PT: '55',
  TH: '66',
};

/**
 * The code a visitor most likely has: the brand's country (from its currency) first, since a VND
 * brand read in English still serves Vietnam; else the language they read the site in; else the
 * first market.
 */
export const defaultDialingCode = (currency: string, language: SiteLanguage): string =>
  BY_CURRENCY[currency.trim().toUpperCase()] ?? BY_LANGUAGE[language] ?? DIALING_CODES[0].code;

/**
 * §5: a mobile number is 6 to 15 digits (E.164 allows 15 with the country code); spaces, dots and
 * dashes are only for reading. The server reads it by the same rule.
 */
export const isMobileNumber = isPhoneNumber;
