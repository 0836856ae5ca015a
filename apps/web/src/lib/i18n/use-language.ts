import type { SiteLanguage } from '@pf/shared';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BCP47, fromI18nCode } from './languages';

/**
 * The language on screen, in spec code and BCP 47 form; re-renders when it changes. Read from the
 * language asked for, not the resolved one: a language without a bundle resolves to English text
 * but is still the visitor's language (its name, its direction, the server's language).
 */
export function useLanguage(): { code: SiteLanguage; locale: string } {
  const { i18n } = useTranslation();
  const code = fromI18nCode(i18n.language);
  return { code, locale: BCP47[code] };
}
