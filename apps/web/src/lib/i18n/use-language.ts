import type { BundledLanguage } from '@pf/shared';
import { useTranslation } from 'react-i18next';
import { BCP47, fromI18nCode } from './languages';

/** The language on screen, in spec code and BCP 47 form; re-renders when it changes. */
export function useLanguage(): { code: BundledLanguage; locale: string } {
  const { i18n } = useTranslation();
  const code = fromI18nCode(i18n.resolvedLanguage ?? i18n.language);
  return { code, locale: BCP47[code] };
}
